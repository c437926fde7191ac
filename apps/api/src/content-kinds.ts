import { commentContentKind } from './features/comments/comments-content-kind.js';
import { postContentKind } from './features/posts/posts-content-kind.js';
import { contentKindRegistry, type ContentKinds } from './lib/content-kinds/index.js';

/**
 * Every kind of content that can be reported and hidden, feature by feature (decision 0046). A
 * feature with reportable content declares its kind in `features/<f>/<f>-content-kind.ts` and adds
 * it here; test/safety/content-kinds.test.ts fails while a report target type or a table with a
 * `hidden_at` column has no kind. Moderation receives the list through its routes' options.
 */
export const contentKinds: ContentKinds = contentKindRegistry([postContentKind, commentContentKind]);
