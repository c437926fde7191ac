import { presentMentions } from '../../lib/mentions/mentions.js';
import type { Comment } from '@ourhood/contract';
import { editedAt, presentReactionCounts } from '../../lib/reactions/reactions.js';
import { presentAuthor } from '../../lib/users/author.js';
import type { UrlFor } from '../../lib/storage/index.js';
import type { CommentRow } from './comments-repository.js';

/** The Comment of docs/api.md (Minimum fields): ids twice, its post's id, the author block. */
export function presentComment(row: CommentRow, urlFor: UrlFor): Comment {
  return {
    _id: row.id,
    id: row.id,
    post_id: row.post_id,
    content: row.content,
    author: presentAuthor(row, urlFor),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    reactions: presentReactionCounts(row.reaction_counts),
    viewer_reaction: row.viewer_reaction,
    edited_at: editedAt(row.created_at, row.updated_at),
    mentions: presentMentions(row.content, row.mentions),
  };
}
