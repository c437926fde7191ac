import { alertContentKind } from './features/alerts/alerts-content-kind.js';
import { commentContentKind } from './features/comments/comments-content-kind.js';
import { eventContentKind } from './features/events/events-content-kind.js';
import { groupContentKind } from './features/groups/groups-content-kind.js';
import { marketplaceItemContentKind } from './features/marketplace/marketplace-content-kind.js';
import { messageContentKind } from './features/messages/messages-content-kind.js';
import { organizationContentKind } from './features/organizations/organizations-content-kind.js';
import { postContentKind } from './features/posts/posts-content-kind.js';
import { profileContentKind } from './features/profiles/profiles-content-kind.js';
import { rentalRequestContentKind } from './features/rentals/rentals-content-kind.js';
import { reviewContentKind } from './features/reviews/reviews-content-kind.js';
import { contentKindRegistry, type ContentKinds } from './lib/content-kinds/index.js';

/**
 * Every kind of content that can be reported and hidden, feature by feature (decision 0046). A
 * feature with reportable content declares its kind in `features/<f>/<f>-content-kind.ts` and adds
 * it here; test/safety/content-kinds.test.ts fails while a report target type or a table with a
 * `hidden_at` column has no kind. Moderation receives the list through its routes' options.
 */
export const contentKinds: ContentKinds = contentKindRegistry([
  postContentKind,
  commentContentKind,
  profileContentKind,
  organizationContentKind,
  rentalRequestContentKind,
  groupContentKind,
  eventContentKind,
  alertContentKind,
  marketplaceItemContentKind,
  reviewContentKind,
  messageContentKind,
]);
