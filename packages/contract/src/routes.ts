// The table of the API's routes (under API_BASE_PATH): method, path as the API registers it, and
// the contract's zod schemas of its params, query, body and success response. The web client
// derives its calls from it (apps/web/src/lib/api-client.ts `call`), so a renamed route, a path
// parameter that changes name or a response that changes shape fails the web's typecheck, and
// apps/api/test/contract-routes.test.ts checks every entry against the server's OpenAPI document.
//
// The schemas are imported as types only: the table costs the web bundle its method and path
// strings, never zod (the /dashboard first load has no zod in it; see ARCHITECTURE.md).
import type { z } from 'zod';
import type {
  conversationListQuerySchema,
  conversationListResponseSchema,
  conversationReadResponseSchema,
  conversationResponseSchema,
  createConversationBodySchema,
  messageListQuerySchema,
  messageListResponseSchema,
  messageResponseSchema,
  messageUnreadResponseSchema,
  readConversationBodySchema,
  sendMessageBodySchema,
  startedConversationResponseSchema,
  organizationUpdateListQuerySchema,
  organizationUpdateListResponseSchema,
  organizationUpdateResponseSchema,
  updatesSeenBodySchema,
  updatesSeenResponseSchema,
  reviewBodySchema,
  reviewDeletedResponseSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewReplyBodySchema,
  reviewResponseSchema,
  reviewSavedResponseSchema,
  marketplaceConfigResponseSchema,
  marketplaceIdParamsSchema,
  marketplaceInterestResponseSchema,
  marketplaceItemFieldsSchema,
  marketplaceItemListResponseSchema,
  marketplaceItemQuerySchema,
  marketplaceItemResponseSchema,
  marketplacePageQuerySchema,
  reserveMarketplaceItemBodySchema,
  updateMarketplaceItemBodySchema,
  alertListQuerySchema,
  pushPublicKeyResponseSchema,
  pushSubscriptionBodySchema,
  pushSubscriptionResponseSchema,
  pushUnsubscribeBodySchema,
  pushUnsubscribeResponseSchema,
  alertListResponseSchema,
  alertResponseSchema,
  appealResponseSchema,
  blockListResponseSchema,
  blockStateResponseSchema,
  createAlertBodySchema,
  accountAppealBodySchema,
  createAppealBodySchema,
  createReportBodySchema,
  moderationAccountsResponseSchema,
  moderationActionBodySchema,
  setModeratorBodySchema,
  setModeratorResponseSchema,
  moderationActionResponseSchema,
  moderationLogQuerySchema,
  moderationLogResponseSchema,
  moderationQueueQuerySchema,
  moderationQueueResponseSchema,
  reportResponseSchema,
  changePasswordBodySchema,
  searchQuerySchema,
  searchResponseSchema,
  notificationScheduleResponseSchema,
  updateNotificationScheduleBodySchema,
  unsubscribeParamsSchema,
  unsubscribeResponseSchema,
  searchSuggestQuerySchema,
  searchSuggestResponseSchema,
  reactionBodySchema,
  reactionListQuerySchema,
  reactionListResponseSchema,
  reactionSummaryResponseSchema,
  commentListQuerySchema,
  commentListResponseSchema,
  commentResponseSchema,
  coordinatesSchema,
  createCommentBodySchema,
  createRentalRequestJsonSchema,
  customerListResponseSchema,
  deleteAccountBodySchema,
  deletedResponseSchema,
  emptySuccessSchema,
  forgotPasswordBodySchema,
  createGroupBodySchema,
  calendarFeedUrlResponseSchema,
  calendarTokenParamsSchema,
  createEventBodySchema,
  eventAttendeesResponseSchema,
  eventListQuerySchema,
  eventListResponseSchema,
  eventResponseSchema,
  rsvpBodySchema,
  rsvpResponseSchema,
  updateEventBodySchema,
  groupInviteParamsSchema,
  groupInviteResponseSchema,
  groupListQuerySchema,
  groupListResponseSchema,
  groupMemberListResponseSchema,
  groupMemberParamsSchema,
  groupMemberResponseSchema,
  groupMembersQuerySchema,
  groupResponseSchema,
  updateGroupBodySchema,
  updateGroupMemberBodySchema,
  healthSchema,
  idParamsSchema,
  inviteResponseSchema,
  issueReferralCodeBodySchema,
  listingListResponseSchema,
  listingResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  notificationIdParamsSchema,
  notificationListResponseSchema,
  notificationPageQuerySchema,
  notificationPreferencesResponseSchema,
  notificationResponseSchema,
  notificationStreamQuerySchema,
  organizationDirectoryQuerySchema,
  organizationListResponseSchema,
  organizationOwnerResponseSchema,
  organizationPageQuerySchema,
  organizationResponseSchema,
  pagingQuery,
  postFeedQuerySchema,
  postFeedResponseSchema,
  postIdParamsSchema,
  postResponseSchema,
  profileMeResponseSchema,
  promoteAdminBodySchema,
  publicUserResponseSchema,
  readAllResponseSchema,
  readinessSchema,
  referralCodeListSchema,
  referralCodeParamsSchema,
  referralCodeResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  rentalIdParamsSchema,
  rentalKeywordBodySchema,
  rentalKeywordListResponseSchema,
  rentalKeywordResponseSchema,
  rentalRequestListResponseSchema,
  rentalRequestQuerySchema,
  rentalRequestResponseSchema,
  resetPasswordBodySchema,
  sendOtpBodySchema,
  streamTicketResponseSchema,
  successEnvelope,
  unreadCountResponseSchema,
  updateCommentBodySchema,
  updateListingBodySchema,
  updateLocationDataSchema,
  updateNotificationPreferencesBodySchema,
  updateOrganizationBodySchema,
  updatePostBodySchema,
  updateProfileBodySchema,
  userIdParamsSchema,
  userStatsResponseSchema,
  verifyOtpBodySchema,
} from './index.js';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The schemas of a route. `body: 'multipart'` marks an upload read from FormData. */
export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType | 'multipart';
  /** The success answer's envelope; absent for a route that does not answer JSON (the stream). */
  response?: z.ZodType;
}

declare const schemasKey: unique symbol;

/** One route of the table. Its schemas exist as a type only (`[schemasKey]` is never set). */
export interface ApiRoute<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  S extends RouteSchemas = RouteSchemas,
> {
  readonly method: M;
  readonly path: P;
  readonly [schemasKey]?: S;
}

/** `route<Schemas>()(method, path)`: curried so the method and path are inferred as literals. */
const route =
  <S extends RouteSchemas>() =>
  <M extends HttpMethod, P extends string>(method: M, path: P): ApiRoute<M, P, S> => ({ method, path });

/** Server-side shapes the API builds inline from the contract's helpers (no new shapes here). */
type SuccessEnvelopeOf<T extends z.ZodType> = ReturnType<typeof successEnvelope<T>>;
type PagingQuery = ReturnType<typeof pagingQuery>;

type Id = typeof idParamsSchema;
type RentalId = typeof rentalIdParamsSchema;
type MarketplaceId = typeof marketplaceIdParamsSchema;
type UserId = typeof userIdParamsSchema;
type Deleted = typeof deletedResponseSchema;
type Empty = typeof emptySuccessSchema;
type OrgPage = typeof organizationPageQuerySchema;

/** Every route of the API's OpenAPI document, by a stable name. */
export const apiRoutes = {
  // ---- Auth (auth-routes.ts)
  register: route<{ body: typeof registerBodySchema; response: typeof registerResponseSchema }>()(
    'POST',
    '/auth/register',
  ),
  verifyOtp: route<{ body: typeof verifyOtpBodySchema; response: Empty }>()('POST', '/auth/verify-otp'),
  sendOtp: route<{ body: typeof sendOtpBodySchema; response: Empty }>()('PATCH', '/auth/send-otp'),
  login: route<{ body: typeof loginBodySchema; response: typeof loginResponseSchema }>()('POST', '/auth/login'),
  forgotPassword: route<{ body: typeof forgotPasswordBodySchema; response: Empty }>()('PATCH', '/auth/forgot-password'),
  resetPassword: route<{ body: typeof resetPasswordBodySchema; response: Empty }>()('PATCH', '/auth/reset-password'),
  logout: route<{ response: Empty }>()('POST', '/auth/logout'),

  // ---- The signed-in user (users-routes.ts, profiles-routes.ts)
  getMe: route<{ response: typeof profileMeResponseSchema }>()('GET', '/users/profile/me'),
  updateMe: route<{ body: typeof updateProfileBodySchema; response: typeof profileMeResponseSchema }>()(
    'PATCH',
    '/users/profile/me',
  ),
  deleteMe: route<{ body: typeof deleteAccountBodySchema; response: Empty }>()('DELETE', '/users/profile/me'),
  updateLocation: route<{
    body: typeof coordinatesSchema;
    response: SuccessEnvelopeOf<typeof updateLocationDataSchema>;
  }>()('PATCH', '/users/profile/update-location'),
  uploadAvatar: route<{ body: 'multipart'; response: typeof profileMeResponseSchema }>()(
    'POST',
    '/users/profile/avatar',
  ),
  removeAvatar: route<{ response: typeof profileMeResponseSchema }>()('DELETE', '/users/profile/avatar'),
  changePassword: route<{ body: typeof changePasswordBodySchema; response: Empty }>()(
    'PATCH',
    '/users/profile/password',
  ),
  getNotificationPreferences: route<{ response: typeof notificationPreferencesResponseSchema }>()(
    'GET',
    '/users/profile/notification-preferences',
  ),
  updateNotificationPreferences: route<{
    body: typeof updateNotificationPreferencesBodySchema;
    response: typeof notificationPreferencesResponseSchema;
  }>()('PATCH', '/users/profile/notification-preferences'),
  getInvite: route<{ response: typeof inviteResponseSchema }>()('GET', '/users/profile/invite'),
  getNotificationSchedule: route<{ response: typeof notificationScheduleResponseSchema }>()(
    'GET',
    '/users/profile/notification-schedule',
  ),
  updateNotificationSchedule: route<{
    body: typeof updateNotificationScheduleBodySchema;
    response: typeof notificationScheduleResponseSchema;
  }>()('PUT', '/users/profile/notification-schedule'),
  describeUnsubscribe: route<{ params: typeof unsubscribeParamsSchema; response: typeof unsubscribeResponseSchema }>()(
    'GET',
    '/unsubscribe/:token',
  ),
  unsubscribe: route<{ params: typeof unsubscribeParamsSchema; response: typeof unsubscribeResponseSchema }>()(
    'POST',
    '/unsubscribe/:token',
  ),

  // ---- Profiles and follows (profiles-routes.ts)
  getUser: route<{ params: UserId; response: typeof publicUserResponseSchema }>()('GET', '/users/:id'),
  getUserStats: route<{ params: UserId; response: typeof userStatsResponseSchema }>()('GET', '/users/:id/stats'),
  followUser: route<{ params: UserId; response: typeof userStatsResponseSchema }>()('POST', '/users/:id/follow'),
  unfollowUser: route<{ params: UserId; response: typeof userStatsResponseSchema }>()('POST', '/users/:id/unfollow'),

  // ---- Admin (referral-routes.ts)
  issueReferralCode: route<{ body: typeof issueReferralCodeBodySchema; response: typeof referralCodeResponseSchema }>()(
    'POST',
    '/admin/referral-codes',
  ),
  listReferralCodes: route<{ query: PagingQuery; response: typeof referralCodeListSchema }>()(
    'GET',
    '/admin/referral-codes',
  ),
  revokeReferralCode: route<{
    params: typeof referralCodeParamsSchema;
    response: typeof referralCodeResponseSchema;
  }>()('POST', '/admin/referral-codes/:code/revoke'),
  promoteAdmin: route<{ body: typeof promoteAdminBodySchema; response: Empty }>()('POST', '/admin/admins'),

  // ---- Posts and comments (posts-routes.ts, comments-routes.ts)
  listPosts: route<{ query: typeof postFeedQuerySchema; response: typeof postFeedResponseSchema }>()('GET', '/posts'),
  getPost: route<{ params: Id; response: typeof postResponseSchema }>()('GET', '/posts/:id'),
  createPost: route<{ body: 'multipart'; response: typeof postResponseSchema }>()('POST', '/posts/create-post'),
  updatePost: route<{ params: Id; body: typeof updatePostBodySchema; response: typeof postResponseSchema }>()(
    'PATCH',
    '/posts/:id',
  ),
  deletePost: route<{ params: Id; response: Deleted }>()('DELETE', '/posts/:id'),
  listPostComments: route<{
    params: typeof postIdParamsSchema;
    query: PagingQuery;
    response: typeof commentListResponseSchema;
  }>()('GET', '/comments/:postId'),
  listComments: route<{ query: typeof commentListQuerySchema; response: typeof commentListResponseSchema }>()(
    'GET',
    '/comments',
  ),
  createComment: route<{ body: typeof createCommentBodySchema; response: typeof commentResponseSchema }>()(
    'POST',
    '/comments/create-comment',
  ),
  updateComment: route<{
    params: Id;
    body: typeof updateCommentBodySchema;
    response: typeof commentResponseSchema;
  }>()('PATCH', '/comments/:id'),
  deleteComment: route<{ params: Id; response: Deleted }>()('DELETE', '/comments/:id'),

  // ---- Search (search-routes.ts)
  search: route<{ query: typeof searchQuerySchema; response: typeof searchResponseSchema }>()('GET', '/search'),
  searchSuggest: route<{ query: typeof searchSuggestQuerySchema; response: typeof searchSuggestResponseSchema }>()(
    'GET',
    '/search/suggest',
  ),

  // ---- Web Push (push-routes.ts)
  pushPublicKey: route<{ response: typeof pushPublicKeyResponseSchema }>()('GET', '/push/public-key'),
  pushSubscribe: route<{ body: typeof pushSubscriptionBodySchema; response: typeof pushSubscriptionResponseSchema }>()(
    'POST',
    '/push/subscriptions',
  ),
  pushUnsubscribe: route<{ body: typeof pushUnsubscribeBodySchema; response: typeof pushUnsubscribeResponseSchema }>()(
    'DELETE',
    '/push/subscriptions',
  ),

  // ---- Reactions (reactions-routes.ts)
  reactToPost: route<{
    params: Id;
    body: typeof reactionBodySchema;
    response: typeof reactionSummaryResponseSchema;
  }>()('PUT', '/posts/:id/reactions'),
  unreactToPost: route<{ params: Id; response: typeof reactionSummaryResponseSchema }>()(
    'DELETE',
    '/posts/:id/reactions',
  ),
  listPostReactions: route<{
    params: Id;
    query: typeof reactionListQuerySchema;
    response: typeof reactionListResponseSchema;
  }>()('GET', '/posts/:id/reactions'),
  reactToComment: route<{
    params: Id;
    body: typeof reactionBodySchema;
    response: typeof reactionSummaryResponseSchema;
  }>()('PUT', '/comments/:id/reactions'),
  unreactToComment: route<{ params: Id; response: typeof reactionSummaryResponseSchema }>()(
    'DELETE',
    '/comments/:id/reactions',
  ),
  listCommentReactions: route<{
    params: Id;
    query: typeof reactionListQuerySchema;
    response: typeof reactionListResponseSchema;
  }>()('GET', '/comments/:id/reactions'),

  // ---- Organizations, as neighbours see them (organizations-routes.ts)
  listOrganizations: route<{
    query: typeof organizationDirectoryQuerySchema;
    response: typeof organizationListResponseSchema;
  }>()('GET', '/organization/all'),
  getOrganization: route<{ params: Id; response: typeof organizationResponseSchema }>()('GET', '/organization/:id'),
  listOrganizationListings: route<{ params: Id; query: OrgPage; response: typeof listingListResponseSchema }>()(
    'GET',
    '/organization/:id/listings',
  ),
  addListingInterest: route<{ params: Id; response: typeof listingResponseSchema }>()(
    'POST',
    '/organization/listings/:id/interest',
  ),
  removeListingInterest: route<{ params: Id; response: typeof listingResponseSchema }>()(
    'DELETE',
    '/organization/listings/:id/interest',
  ),

  // ---- The organization's own dashboard (organization-me-routes.ts)
  getMyOrganization: route<{ response: typeof organizationOwnerResponseSchema }>()('GET', '/organization/me'),
  updateMyOrganization: route<{
    body: typeof updateOrganizationBodySchema;
    response: typeof organizationOwnerResponseSchema;
  }>()('PATCH', '/organization/me'),
  uploadOrganizationLogo: route<{ body: 'multipart'; response: typeof organizationOwnerResponseSchema }>()(
    'POST',
    '/organization/me/logo',
  ),
  removeOrganizationLogo: route<{ response: typeof organizationOwnerResponseSchema }>()(
    'DELETE',
    '/organization/me/logo',
  ),
  uploadOrganizationCover: route<{ body: 'multipart'; response: typeof organizationOwnerResponseSchema }>()(
    'POST',
    '/organization/me/cover',
  ),
  removeOrganizationCover: route<{ response: typeof organizationOwnerResponseSchema }>()(
    'DELETE',
    '/organization/me/cover',
  ),
  listMyListings: route<{ query: OrgPage; response: typeof listingListResponseSchema }>()(
    'GET',
    '/organization/me/listings',
  ),
  createListing: route<{ body: 'multipart'; response: typeof listingResponseSchema }>()(
    'POST',
    '/organization/me/listings',
  ),
  updateListing: route<{ params: Id; body: typeof updateListingBodySchema; response: typeof listingResponseSchema }>()(
    'PATCH',
    '/organization/me/listings/:id',
  ),
  deleteListing: route<{ params: Id; response: Deleted }>()('DELETE', '/organization/me/listings/:id'),
  uploadListingPhoto: route<{ params: Id; body: 'multipart'; response: typeof listingResponseSchema }>()(
    'POST',
    '/organization/me/listings/:id/photo',
  ),
  listMyCustomers: route<{ query: OrgPage; response: typeof customerListResponseSchema }>()(
    'GET',
    '/organization/me/customers',
  ),
  listMyOrganizationNotifications: route<{ query: OrgPage; response: typeof notificationListResponseSchema }>()(
    'GET',
    '/organization/me/notifications',
  ),
  markMyOrganizationNotificationRead: route<{ params: Id; response: typeof notificationResponseSchema }>()(
    'PATCH',
    '/organization/me/notifications/:id/read',
  ),
  markAllMyOrganizationNotificationsRead: route<{ response: typeof readAllResponseSchema }>()(
    'POST',
    '/organization/me/notifications/read-all',
  ),

  // ---- Reviews and ratings (reviews-routes.ts, issue 19)
  listOrganizationReviews: route<{
    params: Id;
    query: typeof reviewListQuerySchema;
    response: typeof reviewListResponseSchema;
  }>()('GET', '/organization/:id/reviews'),
  saveMyReview: route<{ params: Id; body: typeof reviewBodySchema; response: typeof reviewSavedResponseSchema }>()(
    'PUT',
    '/organization/:id/reviews/mine',
  ),
  deleteMyReview: route<{ params: Id; response: typeof reviewDeletedResponseSchema }>()(
    'DELETE',
    '/organization/:id/reviews/mine',
  ),
  markReviewHelpful: route<{ params: Id; response: typeof reviewResponseSchema }>()('POST', '/reviews/:id/helpful'),
  unmarkReviewHelpful: route<{ params: Id; response: typeof reviewResponseSchema }>()('DELETE', '/reviews/:id/helpful'),
  listMyOrganizationReviews: route<{
    query: typeof reviewListQuerySchema;
    response: typeof reviewListResponseSchema;
  }>()('GET', '/organization/me/reviews'),
  replyToReview: route<{ params: Id; body: typeof reviewReplyBodySchema; response: typeof reviewResponseSchema }>()(
    'PUT',
    '/organization/me/reviews/:id/reply',
  ),

  // ---- Organization updates (organization-updates-routes.ts, issue 19)
  listMyOrganizationUpdates: route<{
    query: typeof organizationUpdateListQuerySchema;
    response: typeof organizationUpdateListResponseSchema;
  }>()('GET', '/organization/me/updates'),
  publishOrganizationUpdate: route<{ body: 'multipart'; response: typeof organizationUpdateResponseSchema }>()(
    'POST',
    '/organization/me/updates',
  ),
  deleteOrganizationUpdate: route<{ params: Id; response: Deleted }>()('DELETE', '/organization/me/updates/:id'),
  markOrganizationUpdatesSeen: route<{
    body: typeof updatesSeenBodySchema;
    response: typeof updatesSeenResponseSchema;
  }>()('POST', '/organization/updates/seen'),

  // ---- Notifications (notifications-routes.ts)
  listNotifications: route<{
    query: typeof notificationPageQuerySchema;
    response: typeof notificationListResponseSchema;
  }>()('GET', '/notifications'),
  unreadNotificationCount: route<{ response: typeof unreadCountResponseSchema }>()(
    'GET',
    '/notifications/unread-count',
  ),
  markNotificationRead: route<{
    params: typeof notificationIdParamsSchema;
    response: typeof notificationResponseSchema;
  }>()('PATCH', '/notifications/:id/read'),
  markAllNotificationsRead: route<{ response: typeof readAllResponseSchema }>()('POST', '/notifications/read-all'),
  notificationStreamTicket: route<{ response: typeof streamTicketResponseSchema }>()(
    'POST',
    '/notifications/stream-ticket',
  ),
  /** Server-Sent Events, not JSON: read with fetch() (use-notification-stream.ts), never `call`. */
  notificationStream: route<{ query: typeof notificationStreamQuerySchema }>()('GET', '/notifications/stream'),

  // ---- Rentals (rentals-routes.ts)
  listRentalRequests: route<{
    query: typeof rentalRequestQuerySchema;
    response: typeof rentalRequestListResponseSchema;
  }>()('GET', '/rentals/requests'),
  getRentalRequest: route<{ params: RentalId; response: typeof rentalRequestResponseSchema }>()(
    'GET',
    '/rentals/requests/:id',
  ),
  /** Multipart with a photo, else JSON (createRentalRequestJsonSchema). */
  createRentalRequest: route<{
    body: typeof createRentalRequestJsonSchema | 'multipart';
    response: typeof rentalRequestResponseSchema;
  }>()('POST', '/rentals/requests'),
  acceptRentalRequest: route<{ params: RentalId; response: typeof rentalRequestResponseSchema }>()(
    'POST',
    '/rentals/requests/:id/accept',
  ),
  confirmRentalRequest: route<{ params: RentalId; response: typeof rentalRequestResponseSchema }>()(
    'POST',
    '/rentals/requests/:id/confirm',
  ),
  declineRentalRequest: route<{ params: RentalId; response: typeof rentalRequestResponseSchema }>()(
    'POST',
    '/rentals/requests/:id/decline',
  ),
  completeRentalRequest: route<{ params: RentalId; response: typeof rentalRequestResponseSchema }>()(
    'POST',
    '/rentals/requests/:id/complete',
  ),
  cancelRentalRequest: route<{ params: RentalId; response: Deleted }>()('DELETE', '/rentals/requests/:id'),
  listRentalKeywords: route<{ response: typeof rentalKeywordListResponseSchema }>()('GET', '/rentals/keywords'),
  addRentalKeyword: route<{ body: typeof rentalKeywordBodySchema; response: typeof rentalKeywordResponseSchema }>()(
    'POST',
    '/rentals/keywords',
  ),
  removeRentalKeyword: route<{ params: RentalId; response: Deleted }>()('DELETE', '/rentals/keywords/:id'),

  // ---- Marketplace (marketplace-routes.ts)
  getMarketplaceConfig: route<{ response: typeof marketplaceConfigResponseSchema }>()('GET', '/marketplace/config'),
  listMarketplaceItems: route<{
    query: typeof marketplaceItemQuerySchema;
    response: typeof marketplaceItemListResponseSchema;
  }>()('GET', '/marketplace/items'),
  /** Multipart with up to 6 `photos`, else JSON without photos. */
  createMarketplaceItem: route<{
    body: typeof marketplaceItemFieldsSchema | 'multipart';
    response: typeof marketplaceItemResponseSchema;
  }>()('POST', '/marketplace/items'),
  getMarketplaceItem: route<{ params: MarketplaceId; response: typeof marketplaceItemResponseSchema }>()(
    'GET',
    '/marketplace/items/:id',
  ),
  updateMarketplaceItem: route<{
    params: MarketplaceId;
    body: typeof updateMarketplaceItemBodySchema;
    response: typeof marketplaceItemResponseSchema;
  }>()('PATCH', '/marketplace/items/:id'),
  withdrawMarketplaceItem: route<{ params: MarketplaceId; response: Deleted }>()('DELETE', '/marketplace/items/:id'),
  marketplaceInterest: route<{ params: MarketplaceId; response: typeof marketplaceInterestResponseSchema }>()(
    'POST',
    '/marketplace/items/:id/interest',
  ),
  reserveMarketplaceItem: route<{
    params: MarketplaceId;
    body: typeof reserveMarketplaceItemBodySchema;
    response: typeof marketplaceItemResponseSchema;
  }>()('POST', '/marketplace/items/:id/reserve'),
  markMarketplaceItemSold: route<{ params: MarketplaceId; response: typeof marketplaceItemResponseSchema }>()(
    'POST',
    '/marketplace/items/:id/sold',
  ),
  saveMarketplaceItem: route<{ params: MarketplaceId; response: typeof marketplaceItemResponseSchema }>()(
    'PUT',
    '/marketplace/items/:id/save',
  ),
  unsaveMarketplaceItem: route<{ params: MarketplaceId; response: typeof marketplaceItemResponseSchema }>()(
    'DELETE',
    '/marketplace/items/:id/save',
  ),
  listSavedMarketplaceItems: route<{
    query: typeof marketplacePageQuerySchema;
    response: typeof marketplaceItemListResponseSchema;
  }>()('GET', '/marketplace/saved'),
  listMyMarketplaceItems: route<{
    query: typeof marketplacePageQuerySchema;
    response: typeof marketplaceItemListResponseSchema;
  }>()('GET', '/marketplace/mine'),

  // ---- Groups (groups-routes.ts)
  listGroups: route<{ query: typeof groupListQuerySchema; response: typeof groupListResponseSchema }>()(
    'GET',
    '/groups',
  ),
  /** Multipart with a cover, else JSON (createGroupBodySchema). */
  createGroup: route<{ body: typeof createGroupBodySchema | 'multipart'; response: typeof groupResponseSchema }>()(
    'POST',
    '/groups',
  ),
  getGroup: route<{ params: Id; response: typeof groupResponseSchema }>()('GET', '/groups/:id'),
  /** Multipart with a new cover, else JSON (updateGroupBodySchema). */
  updateGroup: route<{
    params: Id;
    body: typeof updateGroupBodySchema | 'multipart';
    response: typeof groupResponseSchema;
  }>()('PATCH', '/groups/:id'),
  deleteGroup: route<{ params: Id; response: Deleted }>()('DELETE', '/groups/:id'),
  joinGroup: route<{ params: Id; response: typeof groupResponseSchema }>()('POST', '/groups/:id/join'),
  leaveGroup: route<{ params: Id; response: Deleted }>()('POST', '/groups/:id/leave'),
  listGroupMembers: route<{
    params: Id;
    query: typeof groupMembersQuerySchema;
    response: typeof groupMemberListResponseSchema;
  }>()('GET', '/groups/:id/members'),
  approveGroupMember: route<{ params: typeof groupMemberParamsSchema; response: typeof groupMemberResponseSchema }>()(
    'POST',
    '/groups/:id/members/:userId/approve',
  ),
  removeGroupMember: route<{ params: typeof groupMemberParamsSchema; response: Deleted }>()(
    'DELETE',
    '/groups/:id/members/:userId',
  ),
  updateGroupMember: route<{
    params: typeof groupMemberParamsSchema;
    body: typeof updateGroupMemberBodySchema;
    response: typeof groupMemberResponseSchema;
  }>()('PATCH', '/groups/:id/members/:userId'),
  rotateGroupInvite: route<{ params: Id; response: typeof groupInviteResponseSchema }>()(
    'POST',
    '/groups/:id/invite-link',
  ),
  joinGroupByInvite: route<{ params: typeof groupInviteParamsSchema; response: typeof groupResponseSchema }>()(
    'POST',
    '/groups/join/:token',
  ),

  // ---- Events and calendars (events-routes.ts)
  listEvents: route<{ query: typeof eventListQuerySchema; response: typeof eventListResponseSchema }>()(
    'GET',
    '/events',
  ),
  /** Multipart with a cover (`place` as JSON text), else JSON (createEventBodySchema). */
  createEvent: route<{ body: typeof createEventBodySchema | 'multipart'; response: typeof eventResponseSchema }>()(
    'POST',
    '/events',
  ),
  getEvent: route<{ params: Id; response: typeof eventResponseSchema }>()('GET', '/events/:id'),
  /** Multipart with a new cover, else JSON (updateEventBodySchema). */
  updateEvent: route<{
    params: Id;
    body: typeof updateEventBodySchema | 'multipart';
    response: typeof eventResponseSchema;
  }>()('PATCH', '/events/:id'),
  cancelEvent: route<{ params: Id; response: typeof eventResponseSchema }>()('POST', '/events/:id/cancel'),
  deleteEvent: route<{ params: Id; response: Deleted }>()('DELETE', '/events/:id'),
  rsvpEvent: route<{ params: Id; body: typeof rsvpBodySchema; response: typeof rsvpResponseSchema }>()(
    'POST',
    '/events/:id/rsvp',
  ),
  eventAttendees: route<{ params: Id; response: typeof eventAttendeesResponseSchema }>()(
    'GET',
    '/events/:id/attendees',
  ),
  /** text/calendar, not JSON: fetched as a file. */
  eventIcs: route<{ params: Id }>()('GET', '/events/:id/ics'),
  calendarFeedUrl: route<{ response: typeof calendarFeedUrlResponseSchema }>()('GET', '/calendar/feed-url'),
  rotateCalendarFeedUrl: route<{ response: typeof calendarFeedUrlResponseSchema }>()(
    'POST',
    '/calendar/feed-url/rotate',
  ),
  /** No bearer: the token is the credential (text/calendar). */
  personalCalendarFeed: route<{ params: typeof calendarTokenParamsSchema }>()('GET', '/calendar/:token.ics'),
  groupCalendarFeed: route<{ params: Id }>()('GET', '/groups/:id/calendar.ics'),
  organizationCalendarFeed: route<{ params: Id }>()('GET', '/organization/:id/calendar.ics'),

  // ---- Community alerts (alerts-routes.ts)
  listAlerts: route<{ query: typeof alertListQuerySchema; response: typeof alertListResponseSchema }>()(
    'GET',
    '/alerts',
  ),
  /** Multipart with a photo, else JSON (createAlertBodySchema). */
  createAlert: route<{ body: typeof createAlertBodySchema | 'multipart'; response: typeof alertResponseSchema }>()(
    'POST',
    '/alerts',
  ),
  getAlert: route<{ params: Id; response: typeof alertResponseSchema }>()('GET', '/alerts/:id'),
  resolveAlert: route<{ params: Id; response: typeof alertResponseSchema }>()('POST', '/alerts/:id/resolve'),
  removeAlert: route<{ params: Id; response: Deleted }>()('DELETE', '/alerts/:id'),

  // ---- Reporting and moderation (moderation-routes.ts)
  createReport: route<{ body: typeof createReportBodySchema; response: typeof reportResponseSchema }>()(
    'POST',
    '/reports',
  ),
  moderationQueue: route<{
    query: typeof moderationQueueQuerySchema;
    response: typeof moderationQueueResponseSchema;
  }>()('GET', '/moderation/queue'),
  moderationAction: route<{
    body: typeof moderationActionBodySchema;
    response: typeof moderationActionResponseSchema;
  }>()('POST', '/moderation/actions'),
  createAppeal: route<{ body: typeof createAppealBodySchema; response: typeof appealResponseSchema }>()(
    'POST',
    '/moderation/appeals',
  ),
  /** No bearer: the account's e-mail and password (a suspended account cannot sign in). */
  appealAccountSanction: route<{ body: typeof accountAppealBodySchema; response: typeof appealResponseSchema }>()(
    'POST',
    '/moderation/appeals/account',
  ),
  moderationLog: route<{ query: typeof moderationLogQuerySchema; response: typeof moderationLogResponseSchema }>()(
    'GET',
    '/moderation/log',
  ),

  /** Admins only (404 to others). */
  moderationAccounts: route<{ response: typeof moderationAccountsResponseSchema }>()(
    'GET',
    '/admin/moderation/accounts',
  ),
  setModerator: route<{ body: typeof setModeratorBodySchema; response: typeof setModeratorResponseSchema }>()(
    'POST',
    '/admin/moderators',
  ),

  // ---- Blocking and muting (blocks-routes.ts)
  blockUser: route<{ params: UserId; response: typeof blockStateResponseSchema }>()('POST', '/users/:id/block'),
  unblockUser: route<{ params: UserId; response: typeof blockStateResponseSchema }>()('DELETE', '/users/:id/block'),
  muteUser: route<{ params: UserId; response: typeof blockStateResponseSchema }>()('POST', '/users/:id/mute'),
  unmuteUser: route<{ params: UserId; response: typeof blockStateResponseSchema }>()('DELETE', '/users/:id/mute'),
  myBlocks: route<{ response: typeof blockListResponseSchema }>()('GET', '/users/me/blocks'),

  // ---- Direct messages (messages-routes.ts)
  conversations: route<{
    query: typeof conversationListQuerySchema;
    response: typeof conversationListResponseSchema;
  }>()('GET', '/conversations'),
  messageUnreadCount: route<{ response: typeof messageUnreadResponseSchema }>()('GET', '/conversations/unread-count'),
  startConversation: route<{
    body: typeof createConversationBodySchema;
    response: typeof startedConversationResponseSchema;
  }>()('POST', '/conversations'),
  getConversation: route<{ params: Id; response: typeof conversationResponseSchema }>()('GET', '/conversations/:id'),
  conversationMessages: route<{
    params: Id;
    query: typeof messageListQuerySchema;
    response: typeof messageListResponseSchema;
  }>()('GET', '/conversations/:id/messages'),
  /** JSON `{ text }`, or multipart with `text` and files `photos`. */
  sendMessage: route<{
    params: Id;
    body: typeof sendMessageBodySchema | 'multipart';
    response: typeof messageResponseSchema;
  }>()('POST', '/conversations/:id/messages'),
  readConversation: route<{
    params: Id;
    body: typeof readConversationBodySchema;
    response: typeof conversationReadResponseSchema;
  }>()('POST', '/conversations/:id/read'),
  acceptConversation: route<{ params: Id; response: typeof conversationResponseSchema }>()(
    'POST',
    '/conversations/:id/accept',
  ),
  declineConversation: route<{ params: Id; response: typeof conversationResponseSchema }>()(
    'POST',
    '/conversations/:id/decline',
  ),
  deleteMessage: route<{ params: Id; response: Deleted }>()('DELETE', '/messages/:id'),

  // ---- Operations (health-routes.ts)
  health: route<{ response: typeof healthSchema }>()('GET', '/health'),
  ready: route<{ response: typeof readinessSchema }>()('GET', '/ready'),
} as const;

/** A route that answers JSON in the success envelope: what the web's `call` accepts. */
export type JsonApiRoute = ApiRoute<HttpMethod, string, RouteSchemas & { response: z.ZodType }>;

export type ApiRoutes = typeof apiRoutes;
export type ApiRouteName = keyof ApiRoutes;

// ---- Types read from a route

/** The schemas of a route. */
export type SchemasOf<R extends ApiRoute> = R extends ApiRoute<HttpMethod, string, infer S> ? S : never;

/** `'/users/:id/stats'` → `{ id: string }`; `{param}` placeholders work too. */
export type PathParams<P extends string> = string extends P
  ? Record<string, string>
  : { [K in PathParamNames<P>]: string };
type PathParamNames<P extends string> = P extends `${infer Segment}/${infer Rest}`
  ? SegmentParam<Segment> | PathParamNames<Rest>
  : SegmentParam<P>;
type SegmentParam<S extends string> = S extends `:${infer Name}.${string}`
  ? Name
  : S extends `:${infer Name}`
    ? Name
    : S extends `{${infer Name}}`
      ? Name
      : never;

/** The success answer of a route as it arrives (the envelope: `status`, `message`, `data`…). */
export type ApiResponse<R extends ApiRoute> =
  SchemasOf<R> extends { response: infer T extends z.ZodType } ? z.output<T> : never;
/** What the route's body accepts: the schema's input, or FormData for an upload. */
export type ApiBody<R extends ApiRoute> = SchemasOf<R> extends { body: infer B } ? BodyOf<B> : never;
type BodyOf<B> = B extends 'multipart' ? FormData : B extends z.ZodType ? z.input<B> : never;
/** The query string's fields: the schema's input keys; values the server coerces take numbers or strings. */
export type ApiQuery<R extends ApiRoute> =
  SchemasOf<R> extends { query: infer Q extends z.ZodType } ? QueryOf<z.input<Q>> : never;
type QueryOf<I> = { [K in keyof I]: unknown extends I[K] ? string | number | undefined : I[K] };

/** `pathOf`'s parameters: required exactly when the path has placeholders. */
export type PathArgs<P extends string> = string extends P
  ? [params?: Record<string, string>]
  : [PathParamNames<P>] extends [never]
    ? [params?: Record<string, never>]
    : [params: PathParams<P>];

/** Fills a route's path template with its parameters, each URI-encoded. */
export function pathOf<R extends ApiRoute>(route: R, ...[params]: PathArgs<R['path']>): string {
  const values = (params ?? {}) as Record<string, string>;
  return route.path.replace(/:(\w+)|\{(\w+)\}/g, (_, colon?: string, brace?: string) => {
    const name = (colon ?? brace) as string;
    const value = values[name];
    if (value === undefined) throw new Error(`${route.path}: missing the path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
