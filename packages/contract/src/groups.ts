import { z } from 'zod';
import { listEnvelope, pagingQuery, successEnvelope } from './envelope.js';
import { locationSchema } from './location.js';
import { authorSchema } from './posts.js';
import { singleLine } from './text.js';

/**
 * Groups (issue 15, decision 0018). Routes (all under /api/v1, bearer auth):
 * - GET    /groups?search&page&limit&mine     groups in the caller's city (most active first) or a
 *                                             search by name and description; `mine=true`: the
 *                                             caller's groups (any city), newest joined first
 * - POST   /groups                            neighbours only: multipart (name, description,
 *                                             visibility, optional file `cover`) or JSON → 201 group
 * - GET    /groups/{id}                       one group (a private one: name, description, counts only
 *                                             to outsiders; its content is members-only)
 * - PATCH  /groups/{id}                       owner/admin: name, description; multipart may carry a
 *                                             new `cover`; JSON `remove_cover: true` removes it
 * - DELETE /groups/{id}                       owner: the group, its posts, comments and files
 * - POST   /groups/{id}/join                  public: member at once; private: a pending request
 * - POST   /groups/{id}/leave                 members and pending requests (cancel); the owner hands over first
 * - GET    /groups/{id}/members?status        members (any member; public groups: anyone), or
 *                                             `status=pending` requests (owner/admin)
 * - POST   /groups/{id}/members/{userId}/approve   owner/admin: pending → member
 * - DELETE /groups/{id}/members/{userId}     owner/admin: remove a member or refuse a request
 * - PATCH  /groups/{id}/members/{userId}     `role`: owner promotes/demotes admins, or hands
 *                                             ownership over (`owner`: they become admin)
 * - POST   /groups/{id}/invite-link           owner/admin: a new invite token (the old one stops working)
 * - POST   /groups/join/{token}               join (public) or ask to (private) through a link
 * Posts: `POST /posts/create-post` takes `group_id` (members only); `GET /posts?group_id=…` lists a
 * group's posts (404 to outsiders of a private group). Organizations: 404 from join routes.
 * Private groups seen from outside, unknown ids and not-allowed actions answer 404.
 */
export const GroupMessages = {
  nameRequired: 'Group name is required',
  nameTooShort: 'Group name must be at least 3 characters',
  nameTooLong: 'Group name must be at most 80 characters',
  descriptionTooLong: 'Description must be at most 2000 characters',
  visibilityInvalid: 'Choose public or private',
  groupNotFound: 'Group not found',
  memberNotFound: 'Member not found',
  inviteInvalid: 'This invite link is no longer valid',
  groupsLoaded: 'Groups loaded',
  groupLoaded: 'Group loaded',
  groupCreated: 'Group created',
  groupUpdated: 'Group updated',
  groupDeleted: 'Group deleted',
  joined: 'You joined the group',
  requested: 'Request sent. An admin of the group will review it.',
  alreadyMember: 'You are already a member',
  left: 'You left the group',
  requestCancelled: 'Request cancelled',
  ownerMustHandOver: 'Hand the group over to another member before you leave',
  membersLoaded: 'Members loaded',
  memberApproved: 'Request approved',
  memberRemoved: 'Member removed',
  roleUpdated: 'Role updated',
  inviteLinkCreated: 'New invite link created',
  noLocation: 'Set your location first: a group belongs to your area',
  tooManyGroups: 'You have created the most groups allowed for one day. Try again tomorrow.',
} as const;

export const GroupLimits = {
  nameMin: 3,
  nameMax: 80,
  descriptionMax: 2000,
  pageSize: 20,
  maxPageSize: 50,
  /** Groups one neighbour may create per day (a spam wave is refused with 429). */
  createdPerDay: 5,
} as const;

export const groupVisibilities = ['public', 'private'] as const;
export const groupVisibilitySchema = z.enum(groupVisibilities, { error: GroupMessages.visibilityInvalid });
export type GroupVisibility = z.infer<typeof groupVisibilitySchema>;

/** A member's role; `pending` is a request to join not yet approved. */
export const groupRoles = ['owner', 'admin', 'member', 'pending'] as const;
export const groupRoleSchema = z.enum(groupRoles);
export type GroupRole = z.infer<typeof groupRoleSchema>;

export const groupNameSchema = singleLine(
  z
    .string({ error: GroupMessages.nameRequired })
    .trim()
    .min(1, GroupMessages.nameRequired)
    .min(GroupLimits.nameMin, GroupMessages.nameTooShort)
    .max(GroupLimits.nameMax, GroupMessages.nameTooLong),
);

export const groupDescriptionSchema = z
  .string()
  .trim()
  .max(GroupLimits.descriptionMax, GroupMessages.descriptionTooLong);

/** The create form and the route's text fields (multipart fields or JSON): one schema. */
export const createGroupBodySchema = z.object({
  name: groupNameSchema,
  description: groupDescriptionSchema.default(''),
  visibility: groupVisibilitySchema.default('public'),
});
export type CreateGroupBody = z.input<typeof createGroupBodySchema>;

/** The edit form and PATCH /groups/{id}: visibility is fixed at creation (decision 0018). */
export const updateGroupBodySchema = z.object({
  name: groupNameSchema.optional(),
  description: groupDescriptionSchema.optional(),
  remove_cover: z.boolean().optional(),
  /** Who may create the group's events (issue 16): every member, or owners and admins only. */
  event_creators: z.enum(['members', 'admins']).optional(),
});
export type UpdateGroupBody = z.infer<typeof updateGroupBodySchema>;

/** A chosen cover photo (sent as the multipart file `cover`); at most one. */
const coverFilesSchema = z.array(z.custom<File>()).max(1);

/** The create dialog: the route's fields plus an optional cover photo. */
export const createGroupFormSchema = createGroupBodySchema.extend({ cover: coverFilesSchema });
export type CreateGroupForm = z.input<typeof createGroupFormSchema>;

/** The edit dialog: the route's name and description (both shown, so required) and a new cover. */
export const editGroupFormSchema = z.object({
  name: groupNameSchema,
  description: groupDescriptionSchema,
  event_creators: z.enum(['members', 'admins']),
  cover: coverFilesSchema,
});
export type EditGroupForm = z.input<typeof editGroupFormSchema>;

const booleanQuery = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

export const groupListQuerySchema = pagingQuery(GroupLimits.pageSize, GroupLimits.maxPageSize).extend({
  search: singleLine(z.string().trim().max(200)).optional(),
  mine: booleanQuery,
});
export type GroupListQuery = z.infer<typeof groupListQuerySchema>;

export const groupMembersQuerySchema = pagingQuery(GroupLimits.pageSize, GroupLimits.maxPageSize).extend({
  status: z.enum(['active', 'pending']).default('active'),
});
export type GroupMembersQuery = z.infer<typeof groupMembersQuerySchema>;

export const groupMemberParamsSchema = z.object({
  id: z.string().min(1).max(100),
  userId: z.string().min(1).max(100),
});
export const groupInviteParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** PATCH a member: `admin` or `member` (owner only), or `owner` to hand the group over. */
export const updateGroupMemberBodySchema = z.object({ role: z.enum(['owner', 'admin', 'member']) });
export type UpdateGroupMemberBody = z.infer<typeof updateGroupMemberBodySchema>;

export const groupCoverSchema = z
  .object({ url: z.string(), thumbnail_url: z.string(), width: z.number().int(), height: z.number().int() })
  .nullable();

export const groupSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  visibility: groupVisibilitySchema,
  cover: groupCoverSchema,
  /** The creator's area at creation; shown as 'suburb, city'. */
  location: locationSchema,
  member_count: z.number().int(),
  /** The newest post's time, or null (most active first). */
  last_post_at: z.string().nullable(),
  /** The caller's place in the group, or null when they have none. */
  viewer_role: groupRoleSchema.nullable(),
  /** Owners and admins only: the current invite token (null otherwise, or before one is made). */
  invite_token: z.string().nullable(),
  /** Who may create the group's events: every member, or owners and admins only. */
  event_creators: z.enum(['members', 'admins']),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

export const groupMemberSchema = z.object({
  user: authorSchema,
  role: groupRoleSchema,
  /** When they joined, or asked to. */
  since: z.string(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

export const groupResponseSchema = successEnvelope(groupSchema);
export const groupListResponseSchema = listEnvelope(groupSchema);
export const groupMemberListResponseSchema = listEnvelope(groupMemberSchema);
export const groupMemberResponseSchema = successEnvelope(groupMemberSchema);
export const groupInviteResponseSchema = successEnvelope(z.object({ invite_token: z.string() }));
