import { presentMentions } from '../../lib/mentions/mentions.js';
import type { MediaItem, Post } from '@ourhood/contract';
import { editedAt, presentReactionCounts } from '../../lib/reactions/reactions.js';
import { presentAuthor } from '../../lib/users/author.js';
import type { MediaAccess, UrlFor } from '../../lib/storage/index.js';
import type { PostMediaRow, PostRow } from './posts-repository.js';

function toIso(value: Date | string): string {
  return new Date(value).toISOString();
}

/** An image row: from post_media, or inline in a feed row (without its post id). */
type MediaRow = Omit<PostMediaRow, 'post_id'>;

/** A post's images; a private group's are signed URLs (decision 0022). */
export function presentMedia(rows: readonly MediaRow[], urlFor: UrlFor, access: MediaAccess = 'public'): MediaItem[] {
  return rows.map((row) => ({
    url: urlFor(row.display_key, access),
    thumbnail_url: urlFor(row.thumbnail_key, access),
    width: row.width,
    height: row.height,
  }));
}

/** The Post of docs/api.md (Minimum fields): ids twice, author block, images in order, the area it was written in. */
export function presentPost(row: PostRow, media: readonly MediaRow[], urlFor: UrlFor): Post {
  return {
    _id: row.id,
    id: row.id,
    content: row.content,
    media: presentMedia(media, urlFor, row.group_visibility === 'private' ? 'private' : 'public'),
    author: presentAuthor(row, urlFor),
    location: {
      suburb: row.location_suburb,
      city: row.location_city,
      state: row.location_state,
      country: row.location_country,
    },
    comments_count: Number(row.comments_count),
    group:
      row.group_id && row.group_name && row.group_visibility
        ? { id: row.group_id, name: row.group_name, visibility: row.group_visibility }
        : null,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    reactions: presentReactionCounts(row.reaction_counts),
    viewer_reaction: row.viewer_reaction,
    comment_count: Number(row.comments_count),
    latest_comment: row.latest_comment
      ? {
          id: row.latest_comment.id,
          content: row.latest_comment.content,
          author: presentAuthor(row.latest_comment, urlFor),
          created_at: toIso(row.latest_comment.created_at),
        }
      : null,
    edited_at: editedAt(row.created_at, row.updated_at),
    mentions: presentMentions(row.content, row.mentions),
    organization:
      row.organization_id && row.organization_name !== null
        ? {
            id: row.organization_id,
            name: row.organization_name,
            logo: row.organization_logo_key ? { url: urlFor(row.organization_logo_key) } : null,
          }
        : null,
    offer_ends_at: row.offer_ends_at ? toIso(row.offer_ends_at) : null,
  };
}
