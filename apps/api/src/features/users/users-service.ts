import type { Kysely } from 'kysely';
import type { UserSelf } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { presentUserSelf } from '../../lib/users/user-self-presenter.js';
import { findUserSelf } from '../../lib/users/user-self-repository.js';

export async function getOwnProfile(db: Kysely<DB>, userId: string): Promise<UserSelf> {
  const row = await findUserSelf(db, userId);
  // The session outlived its user (deleted meanwhile): the same as a dead token.
  if (!row) throw AppError.unauthorized();
  return presentUserSelf(row);
}
