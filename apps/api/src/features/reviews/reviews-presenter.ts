import type { Review } from '@ourhood/contract';
import type { UrlFor } from '../../lib/storage/index.js';
import { presentAuthor } from '../../lib/users/author.js';
import type { ReviewRow } from './reviews-repository.js';

const iso = (value: Date | string) => new Date(value).toISOString();

export function presentReview(row: ReviewRow, viewerId: string, urlFor: UrlFor): Review {
  return {
    _id: row.id,
    id: row.id,
    organization_id: row.organization_id,
    author: presentAuthor(row, urlFor),
    rating: Number(row.rating),
    text: row.text,
    helpful_count: Number(row.helpful_count),
    is_helpful: row.is_helpful,
    is_mine: row.author_id === viewerId,
    reply:
      row.reply_text !== null && row.replied_at !== null
        ? { text: row.reply_text, created_at: iso(row.replied_at) }
        : null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
