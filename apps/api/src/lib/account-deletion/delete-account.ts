import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AccountDeletionPart } from './account-deletion-part.js';

/**
 * Deletes an account inside the caller's transaction: locks the user row, runs every part in order,
 * then deletes the row (the foreign keys' cascades take the rest). Answers the storage keys of the
 * files to delete after the commit, in part order; undefined when the user is already gone.
 */
export async function deleteAccountWithParts(
  trx: Kysely<DB>,
  parts: readonly AccountDeletionPart[],
  userId: string,
): Promise<string[] | undefined> {
  const user = await trx
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!user) return undefined;

  const files: string[] = [];
  for (const part of parts) {
    const after = await part.deleteWithin?.(trx, user);
    files.push(...(after?.files ?? []));
  }

  await trx.deleteFrom('users').where('id', '=', userId).execute();
  return files;
}
