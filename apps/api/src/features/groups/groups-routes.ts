import * as apiRoutes from '@ourhood/contract/route-table';
import { routeServer } from '../../lib/routes/serve-route.js';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GroupMessages } from '@ourhood/contract';
import { coverFormReader, imageLimitsFrom } from '../../lib/images/index.js';
import { ok, okPage } from '../../lib/success.js';
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

export async function groupsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const serve = routeServer(app, ['groups']);
  const deps = (log: FastifyBaseLogger): GroupsDeps => ({
    db: app.database.db,
    storage: app.mediaStorage,
    log,
    clock: app.clock,
    notifications: app.notifications,
    trust: app.config,
  });
  const readForm = coverFormReader({ storage: app.mediaStorage, limits: imageLimitsFrom(app.config) });

  serve(
    apiRoutes.listGroups,
    {
      summary:
        "Groups in the caller's city, most active first; `search` by name and description (every area, the caller's city first); `mine=true`: the caller's groups and requests.",
    },
    async (request) => {
      const { data, metadata } = await listGroupsFor(deps(request.log), signedIn(request), request.query);
      return okPage(GroupMessages.groupsLoaded, { data, metadata });
    },
  );

  serve(
    apiRoutes.createGroup,
    {
      summary:
        'Create a group (neighbours with a location): multipart (name, description, visibility, optional file `cover`) or JSON. At most 5 a day (429).',
      errors: [413, 415, 429],
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

  serve(
    apiRoutes.joinGroupByInvite,
    { summary: 'Open an invite link: join a public group, or ask to join a private one.' },
    async (request) => {
      const group = await joinByInvite(deps(request.log), signedIn(request), request.params.token);
      return ok(group.viewer_role === 'pending' ? GroupMessages.requested : GroupMessages.joined, group);
    },
  );

  serve(
    apiRoutes.getGroup,
    { summary: "One group with its member count and the caller's role (a private group: 404 from outside)." },
    async (request) =>
      ok(GroupMessages.groupLoaded, await getGroup(deps(request.log), signedIn(request).id, request.params.id)),
  );

  serve(
    apiRoutes.updateGroup,
    {
      summary:
        'Owners and admins: name, description, event_creators (members|admins); multipart may carry a new `cover`, JSON `remove_cover: true` removes it. Visibility is fixed.',
      errors: [413, 415, 429],
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

  serve(
    apiRoutes.deleteGroup,
    { summary: 'The owner deletes the group with its posts, comments and files.' },
    async (request) => {
      const { id } = request.params;
      await deleteGroup(deps(request.log), signedIn(request).id, id);
      return ok(GroupMessages.groupDeleted, { _id: id, id });
    },
  );

  serve(
    apiRoutes.joinGroup,
    { summary: 'Join a public group, or ask to join a private one (viewer_role member or pending). Idempotent.' },
    async (request) => {
      const group = await joinGroup(deps(request.log), signedIn(request), request.params.id);
      return ok(group.viewer_role === 'pending' ? GroupMessages.requested : GroupMessages.joined, group);
    },
  );

  serve(
    apiRoutes.leaveGroup,
    { summary: 'Leave the group, or cancel a request to join (the owner hands over first: 409).', errors: [409] },
    async (request) => {
      const { id } = request.params;
      const { role } = await leaveGroup(deps(request.log), signedIn(request).id, id);
      return ok(role === 'pending' ? GroupMessages.requestCancelled : GroupMessages.left, { _id: id, id });
    },
  );

  serve(
    apiRoutes.listGroupMembers,
    { summary: 'Members (owner and admins first), or `status=pending` requests for owners and admins.' },
    async (request) => {
      const { data, metadata } = await listGroupMembers(
        deps(request.log),
        signedIn(request).id,
        request.params.id,
        request.query,
      );
      return okPage(GroupMessages.membersLoaded, { data, metadata });
    },
  );

  serve(apiRoutes.approveGroupMember, { summary: 'Owners and admins approve a request to join.' }, async (request) =>
    ok(
      GroupMessages.memberApproved,
      await approveMember(deps(request.log), signedIn(request).id, request.params.id, request.params.userId),
    ),
  );

  serve(
    apiRoutes.removeGroupMember,
    { summary: 'Owners and admins remove a member or refuse a request (only the owner removes an admin).' },
    async (request) => {
      const { id, userId } = request.params;
      await removeMember(deps(request.log), signedIn(request).id, id, userId);
      return ok(GroupMessages.memberRemoved, { _id: userId, id: userId });
    },
  );

  serve(
    apiRoutes.updateGroupMember,
    { summary: "The owner makes a member an admin or a member again, or hands the group over ('owner')." },
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

  serve(
    apiRoutes.rotateGroupInvite,
    { summary: 'Owners and admins: a new invite token; the previous link stops working.' },
    async (request) => {
      const token = await rotateInviteLink(deps(request.log), signedIn(request).id, request.params.id);
      return ok(GroupMessages.inviteLinkCreated, { invite_token: token });
    },
  );
}
