import type { Kysely } from 'kysely';
import { BlockMessages, type BlockList, type BlockState } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { UrlFor } from '../../lib/storage/index.js';
import { presentAuthor } from '../../lib/users/author.js';
import { isUuid } from '../../lib/uuid.js';
import {
  deleteBlock,
  deleteMute,
  findState,
  insertBlock,
  insertMute,
  listBlocked,
  listMuted,
  userExists,
} from './blocks-repository.js';

export interface BlocksDeps {
  db: Kysely<DB>;
  clock: Clock;
  urlFor: UrlFor;
}

type Change = 'block' | 'unblock' | 'mute' | 'unmute';

/**
 * Block, unblock, mute, unmute: idempotent. Oneself is 400; an unknown account 404. A block ends
 * the follows between the two in the same transaction. Blocking someone who blocked you first
 * works (each block is the blocker's own and is undone by them alone).
 */
export async function changeRelation(
  deps: BlocksDeps,
  viewerId: string,
  userId: string,
  change: Change,
): Promise<BlockState> {
  if (!isUuid(userId)) throw AppError.notFound(BlockMessages.userNotFound);
  if (userId === viewerId) throw AppError.badRequest(BlockMessages.notYourself);
  if (!(await userExists(deps.db, userId))) throw AppError.notFound(BlockMessages.userNotFound);
  const at = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    if (change === 'block') await insertBlock(trx, viewerId, userId, at);
    else if (change === 'unblock') await deleteBlock(trx, viewerId, userId);
    else if (change === 'mute') await insertMute(trx, viewerId, userId, at);
    else await deleteMute(trx, viewerId, userId);
  });
  return { user_id: userId, ...(await findState(deps.db, viewerId, userId)) };
}

export async function listRelations(deps: BlocksDeps, viewerId: string): Promise<BlockList> {
  const [blocked, muted] = await Promise.all([listBlocked(deps.db, viewerId), listMuted(deps.db, viewerId)]);
  const present = (row: (typeof blocked)[number]) => ({
    user: presentAuthor(row, deps.urlFor),
    since: row.created_at.toISOString(),
  });
  return { blocked: blocked.map(present), muted: muted.map(present) };
}
