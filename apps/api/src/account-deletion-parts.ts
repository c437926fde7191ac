import { administrationAccountDeletion } from './features/administration/administration-account-deletion.js';
import { alertsAccountDeletion } from './features/alerts/alerts-account-deletion.js';
import { authAccountDeletion } from './features/auth/auth-account-deletion.js';
import { blocksAccountDeletion } from './features/blocks/blocks-account-deletion.js';
import { dataExportsAccountDeletion } from './features/data-exports/data-exports-account-deletion.js';
import { commentsAccountDeletion } from './features/comments/comments-account-deletion.js';
import { eventsAccountDeletion } from './features/events/events-account-deletion.js';
import { groupsAccountDeletion } from './features/groups/groups-account-deletion.js';
import { messagesAccountDeletion } from './features/messages/messages-account-deletion.js';
import { marketplaceAccountDeletion } from './features/marketplace/marketplace-account-deletion.js';
import { moderationAccountDeletion } from './features/moderation/moderation-account-deletion.js';
import { notificationsAccountDeletion } from './features/notifications/notifications-account-deletion.js';
import { pushAccountDeletion } from './features/push/push-account-deletion.js';
import { organizationsAccountDeletion } from './features/organizations/organizations-account-deletion.js';
import { postsAccountDeletion } from './features/posts/posts-account-deletion.js';
import { photoUploadsAccountDeletion } from './features/posts/photo-uploads-account-deletion.js';
import { reactionsAccountDeletion } from './features/reactions/reactions-account-deletion.js';
import { reviewsAccountDeletion } from './features/reviews/reviews-account-deletion.js';
import { profilesAccountDeletion } from './features/profiles/profiles-account-deletion.js';
import { referralsAccountDeletion } from './features/referrals/referrals-account-deletion.js';
import { rentalsAccountDeletion } from './features/rentals/rentals-account-deletion.js';
import type { AccountDeletionPart } from './lib/account-deletion/index.js';

/**
 * What deleting an account means, feature by feature (decision 0017), run in this order inside one
 * transaction before the user row goes. A feature whose table references users adds its part here;
 * test/profiles/account-deletion-parts.test.ts fails while any such foreign key is left undeclared.
 * Reactions go first, then reviews (issue 19: ratings and helpful counts move while the rows say which), so the reaction counts of others' posts and comments move while the
 * reactions still say which; comments go before posts so that the comment counts of other people's
 * posts move first; groups come after posts, so a group the person leaves behind only holds others'
 * posts; events come before groups and organizations, whose deletion would otherwise take the
 * events without their covers.
 */
export const accountDeletionParts: readonly AccountDeletionPart[] = [
  reactionsAccountDeletion,
  reviewsAccountDeletion,
  commentsAccountDeletion,
  postsAccountDeletion,
  photoUploadsAccountDeletion,
  eventsAccountDeletion,
  groupsAccountDeletion,
  alertsAccountDeletion,
  moderationAccountDeletion,
  blocksAccountDeletion,
  profilesAccountDeletion,
  organizationsAccountDeletion,
  rentalsAccountDeletion,
  marketplaceAccountDeletion,
  authAccountDeletion,
  referralsAccountDeletion,
  notificationsAccountDeletion,
  pushAccountDeletion,
  messagesAccountDeletion,
  administrationAccountDeletion,
  dataExportsAccountDeletion,
];
