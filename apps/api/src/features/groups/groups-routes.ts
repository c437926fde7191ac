import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  GroupMessages,
  groupInviteParamsSchema,
  groupInviteResponseSchema,
  groupListQuerySchema,
  groupListResponseSchema,
  groupMemberListResponseSchema,
  groupMemberParamsSchema,
  groupMemberResponseSchema,
  groupMembersQuerySchema,
  groupResponseSchema,
  deletedResponseSchema,
  idParamsSchema,
  updateGroupMemberBodySchema,
} from '@ourhood/contract';
import { COVER_IMAGE_SIZES, imageLimitsFrom, readJsonOrMultipart } from '../../lib/images/index.js';
import { ok } from '../../lib/success.js';
import { signedIn } from '../../plugins/authenticate.js';
import {
  assertMayCreateGroup,
  createGroup,
  deleteGroup,
  getGroup,
  listGroupsFor,
  updateGroupDetails,
  type GroupsDeps,
} from './groups-service.js';
import {
  approveMember,
  joinByInvite,
  joinGroup,
  leaveGroup,
  listGroupMembers,
  removeMember,
  rotateInviteLink,
  updateMemberRole,
} from './membership-service.js';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const uploadErrors = { ...errors, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema, 429: errorEnvelopeSchema };
/** A cover is a wide banner, like an organization's. */

export async function groupsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // onRequest, not preHandler: a visitor gets 401 before any body is validated or read.
  app.addHook('onRequest', app.requireAuth);
  const tags = ['groups'];
  const security = [{ bearerAuth: [] }];
  const deps = (log: FastifyBaseLogger): GroupsDeps => ({
    db: app.database.db,
    storage: app.mediaStorage,
    log,
    clock: app.clock,
    notifications: app.notifications,
  });
  /** Multipart (text fields and an optional `cover` file) or JSON: the fields and the upload, if any. */
  const readForm = (request: FastifyRequest) =>
    readJsonOrMultipart(request, {
      storage: app.mediaStorage,
      limits: imageLimitsFrom(app.config),
      maxFiles: 1,
      fileField: 'cover',
      ...COVER_IMAGE_SIZES,
    });

  app.get(
    '/groups',
    {
      schema: {
        tags,
        security,
        summary:
          "Groups in the caller's city, most active first; `search` by name and description (every area, the caller's city first); `mine=true`: the caller's groups and requests.",
        querystring: groupListQuerySchema,
        response: { 200: groupListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { data, metadata } = await listGroupsFor(deps(request.log), signedIn(request), request.query);
      return { status: 'success' as const, message: GroupMessages.groupsLoaded, data, metadata };
    },
  );

  app.post(
    '/groups',
    {
      schema: {
        tags,
        security,
        summary:
          'Create a group (neighbours with a location): multipart (name, description, visibility, optional file `cover`) or JSON. At most 5 a day (429).',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: groupResponseSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const groupDeps = deps(request.log);
      const user = signedIn(request);
      // Refused before a cover is read and re-encoded.
      await assertMayCreateGroup(groupDeps, user);
      const { fields, upload } = await readForm(request);
      const group = await createGroup(groupDeps, user, fields, upload);
      return reply.code(201).send(ok(GroupMessages.groupCreated, group));
    },
  );

  app.post(
    '/groups/join/:token',
    {
      schema: {
        tags,
        security,
        summary: 'Open an invite link: join a public group, or ask to join a private one.',
        params: groupInviteParamsSchema,
        response: { 200: groupResponseSchema, ...errors },
      },
    },
    async (request) => {
      const group = await joinByInvite(deps(request.log), signedIn(request), request.params.token);
      return ok(group.viewer_role === 'pending' ? GroupMessages.requested : GroupMessages.joined, group);
    },
  );

  app.get(
    '/groups/:id',
    {
      schema: {
        tags,
        security,
        summary: "One group with its member count and the caller's role (a private group: 404 from outside).",
        params: idParamsSchema,
        response: { 200: groupResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(GroupMessages.groupLoaded, await getGroup(deps(request.log), signedIn(request).id, request.params.id)),
  );

  app.patch(
    '/groups/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Owners and admins: name, description, event_creators (members|admins); multipart may carry a new `cover`, JSON `remove_cover: true` removes it. Visibility is fixed.',
        consumes: ['multipart/form-data', 'application/json'],
        params: idParamsSchema,
        response: { 200: groupResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const { fields, upload } = await readForm(request);
      const group = await updateGroupDetails(
        deps(request.log),
        signedIn(request).id,
        request.params.id,
        fields,
        upload,
      );
      return ok(GroupMessages.groupUpdated, group);
    },
  );

  app.delete(
    '/groups/:id',
    {
      schema: {
        tags,
        security,
        summary: 'The owner deletes the group with its posts, comments and files.',
        params: idParamsSchema,
        response: { 200: deletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await deleteGroup(deps(request.log), signedIn(request).id, id);
      return ok(GroupMessages.groupDeleted, { _id: id, id });
    },
  );

  app.post(
    '/groups/:id/join',
    {
      schema: {
        tags,
        security,
        summary: 'Join a public group, or ask to join a private one (viewer_role member or pending). Idempotent.',
        params: idParamsSchema,
        response: { 200: groupResponseSchema, ...errors },
      },
    },
    async (request) => {
      const group = await joinGroup(deps(request.log), signedIn(request), request.params.id);
      return ok(group.viewer_role === 'pending' ? GroupMessages.requested : GroupMessages.joined, group);
    },
  );

  app.post(
    '/groups/:id/leave',
    {
      schema: {
        tags,
        security,
        summary: 'Leave the group, or cancel a request to join (the owner hands over first: 409).',
        params: idParamsSchema,
        response: { 200: deletedResponseSchema, 409: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { role } = await leaveGroup(deps(request.log), signedIn(request).id, id);
      return ok(role === 'pending' ? GroupMessages.requestCancelled : GroupMessages.left, { _id: id, id });
    },
  );

  app.get(
    '/groups/:id/members',
    {
      schema: {
        tags,
        security,
        summary: 'Members (owner and admins first), or `status=pending` requests for owners and admins.',
        params: idParamsSchema,
        querystring: groupMembersQuerySchema,
        response: { 200: groupMemberListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { data, metadata } = await listGroupMembers(
        deps(request.log),
        signedIn(request).id,
        request.params.id,
        request.query,
      );
      return { status: 'success' as const, message: GroupMessages.membersLoaded, data, metadata };
    },
  );

  app.post(
    '/groups/:id/members/:userId/approve',
    {
      schema: {
        tags,
        security,
        summary: 'Owners and admins approve a request to join.',
        params: groupMemberParamsSchema,
        response: { 200: groupMemberResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        GroupMessages.memberApproved,
        await approveMember(deps(request.log), signedIn(request).id, request.params.id, request.params.userId),
      ),
  );

  app.delete(
    '/groups/:id/members/:userId',
    {
      schema: {
        tags,
        security,
        summary: 'Owners and admins remove a member or refuse a request (only the owner removes an admin).',
        params: groupMemberParamsSchema,
        response: { 200: deletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, userId } = request.params;
      await removeMember(deps(request.log), signedIn(request).id, id, userId);
      return ok(GroupMessages.memberRemoved, { _id: userId, id: userId });
    },
  );

  app.patch(
    '/groups/:id/members/:userId',
    {
      schema: {
        tags,
        security,
        summary: "The owner makes a member an admin or a member again, or hands the group over ('owner').",
        params: groupMemberParamsSchema,
        body: updateGroupMemberBodySchema,
        response: { 200: groupMemberResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        GroupMessages.roleUpdated,
        await updateMemberRole(
          deps(request.log),
          signedIn(request).id,
          request.params.id,
          request.params.userId,
          request.body,
        ),
      ),
  );

  app.post(
    '/groups/:id/invite-link',
    {
      schema: {
        tags,
        security,
        summary: 'Owners and admins: a new invite token; the previous link stops working.',
        params: idParamsSchema,
        response: { 200: groupInviteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const token = await rotateInviteLink(deps(request.log), signedIn(request).id, request.params.id);
      return ok(GroupMessages.inviteLinkCreated, { invite_token: token });
    },
  );
}
