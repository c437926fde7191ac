import type { Expression, SqlBool } from 'kysely';
import { notBlockedBetween, readableBy } from '../blocks/index.js';

/**
 * The condition every list query of others' things puts in its WHERE (decision 0020): nothing
 * across a block either way with the row's author and, when the row can be hidden by moderation,
 * nothing hidden but to its author (and, with `moderator`, to moderators). `author` and `hidden`
 * are column references such as `p.author_id` and `p.hidden_at`. A list without one is a choice
 * to write down, not a default.
 */
export function visibleTo(
  viewerId: string,
  refs: { author: string; hidden?: string },
  options: { moderator?: boolean } = {},
): Expression<SqlBool> {
  if (refs.hidden === undefined) return notBlockedBetween(viewerId, refs.author);
  return readableBy(viewerId, { hidden: refs.hidden, author: refs.author }, options.moderator ?? false);
}
