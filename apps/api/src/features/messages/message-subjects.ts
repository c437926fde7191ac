import { sql, type Kysely } from 'kysely';
import type { ConversationSubjectType } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';

/**
 * What a conversation can be about (decision 0031). Each kind is one entry of `subjectKinds`:
 * - `resolve`: the subject's title when the two accounts are its two parties (the starter may
 *   start a conversation about it with the recipient), else undefined (404, like a missing id);
 * - `dealtWith`: SQL true when the two accounts have ever dealt with each other through this kind
 *   (a first message between them then goes straight to the inbox instead of 'requests').
 * A kind of the contract without an entry answers 404.
 */
export interface SubjectKind {
  resolve(db: Kysely<DB>, subjectId: string, starterId: string, recipientId: string): Promise<string | undefined>;
  dealtWith(a: string, b: string): ReturnType<typeof sql<boolean>>;
}

/** A rental request: its requester and the neighbour who offered to lend it (accepted). */
const rentalRequestSubject: SubjectKind = {
  async resolve(db, subjectId, starterId, recipientId) {
    const row = await db
      .selectFrom('rental_requests')
      .select('item_name')
      .where('id', '=', subjectId)
      .where('status', '<>', 'open')
      .where((eb) =>
        eb.or([
          eb.and([eb('requester_id', '=', starterId), eb('accepted_by', '=', recipientId)]),
          eb.and([eb('requester_id', '=', recipientId), eb('accepted_by', '=', starterId)]),
        ]),
      )
      .executeTakeFirst();
    return row?.item_name;
  },
  dealtWith: (a, b) => sql<boolean>`EXISTS (SELECT 1 FROM rental_requests r
    WHERE (r.requester_id = ${a}::uuid AND r.accepted_by = ${b}::uuid)
       OR (r.requester_id = ${b}::uuid AND r.accepted_by = ${a}::uuid))`,
};

/**
 * A marketplace item (issue 19): its seller and a neighbour who pressed 'I'm interested' in it or
 * for whom it was reserved. Either side may start; an item withdrawn or hidden by a moderator is
 * no longer a subject (404).
 */
const marketplaceItemSubject: SubjectKind = {
  async resolve(db, subjectId, starterId, recipientId) {
    const row = await sql<{ title: string }>`SELECT i.title FROM marketplace_items i
      WHERE i.id = ${subjectId}::uuid AND i.status <> 'withdrawn' AND i.hidden_at IS NULL
        AND ((i.seller_id = ${starterId}::uuid AND ${buyerOf(sql`i`, recipientId)})
          OR (i.seller_id = ${recipientId}::uuid AND ${buyerOf(sql`i`, starterId)}))`.execute(db);
    return row.rows[0]?.title;
  },
  dealtWith: (a, b) => sql<boolean>`EXISTS (SELECT 1 FROM marketplace_items i
    WHERE (i.seller_id = ${a}::uuid AND ${buyerOf(sql`i`, b)})
       OR (i.seller_id = ${b}::uuid AND ${buyerOf(sql`i`, a)}))`,
};

/** SQL: `person` is interested in the item aliased `item`, or it is reserved for or sold to them. */
function buyerOf(item: ReturnType<typeof sql>, person: string) {
  return sql<boolean>`(${item}.buyer_id = ${person}::uuid OR EXISTS (SELECT 1 FROM marketplace_interests mi
    WHERE mi.item_id = ${item}.id AND mi.user_id = ${person}::uuid))`;
}

export const subjectKinds: Partial<Record<ConversationSubjectType, SubjectKind>> = {
  rental_request: rentalRequestSubject,
  marketplace_item: marketplaceItemSubject,
};
