import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

const selectKeywords = (db: Kysely<DB>) => db.selectFrom('rental_keywords').select(['id', 'keyword', 'created_at']);

export type RentalKeywordRow = NonNullable<Awaited<ReturnType<typeof findKeywordByText>>>;

/** Someone's keywords, newest first. */
export async function listKeywords(db: Kysely<DB>, userId: string) {
  return selectKeywords(db).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** The keyword this person already has, compared case-insensitively. */
export async function findKeywordByText(db: Kysely<DB>, userId: string, keyword: string) {
  return selectKeywords(db)
    .where('user_id', '=', userId)
    .where(sql<string>`lower(keyword)`, '=', keyword.toLowerCase())
    .executeTakeFirst();
}

export async function countKeywords(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('rental_keywords')
    .select(sql<string>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Adds a keyword; undefined when the same one (any case) was added meanwhile. */
export async function insertKeyword(
  db: Kysely<DB>,
  values: { userId: string; keyword: string; matchKey: string; at: Date },
) {
  return db
    .insertInto('rental_keywords')
    .values({ user_id: values.userId, keyword: values.keyword, match_key: values.matchKey, created_at: values.at })
    .onConflict((oc) => oc.expression(sql`user_id, lower(keyword)`).doNothing())
    .returning(['id', 'keyword', 'created_at'])
    .executeTakeFirst();
}

export async function deleteKeyword(db: Kysely<DB>, userId: string, id: string): Promise<boolean> {
  const row = await db
    .deleteFrom('rental_keywords')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
