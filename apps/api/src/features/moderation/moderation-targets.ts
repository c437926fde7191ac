import { sql, type Kysely } from 'kysely';
import type { ReportTargetType } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { findReportedMessage } from '../../lib/messages/index.js';

/** What moderation knows of any reported item: who wrote it, whether it is hidden, and how it reads. */
export interface ModerationTarget {
  type: ReportTargetType;
  id: string;
  /** The author (the account itself for a profile; an organization's or group's owner). */
  authorId: string | null;
  hidden: boolean;
  text: string;
  context: string;
  url: string | null;
  createdAt: Date | null;
  /** Content of a private group: never in the public log. */
  privateContent: boolean;
  /** For an alert: waiting for a moderator's approval. */
  pendingApproval: boolean;
}

/** The table holding each kind of content that can be hidden; kinds without a table answer 404. */
export const hideableTables = {
  post: 'posts',
  comment: 'comments',
  user: 'users',
  organization: 'organizations',
  rental_request: 'rental_requests',
  group: 'groups',
  alert: 'alerts',
  event: 'events',
  message: 'messages',
  review: 'organization_reviews',
  marketplace_item: 'marketplace_items',
} as const;
export type HideableType = keyof typeof hideableTables;

export const isHideable = (type: ReportTargetType): type is HideableType => type in hideableTables;

type Row = {
  author_id: string | null;
  hidden_at: Date | null;
  text: string;
  context: string;
  created_at: Date | null;
  private_content: boolean;
  pending: boolean;
};

/** One statement per kind; `undefined` for an unknown id or a kind whose table does not exist yet. */
export async function findTarget(
  db: Kysely<DB>,
  type: ReportTargetType,
  id: string,
): Promise<ModerationTarget | undefined> {
  let query;
  switch (type) {
    case 'post':
      query = sql<Row>`SELECT p.author_id, p.hidden_at, p.content AS text,
          coalesce('Group: ' || g.name, nullif(concat_ws(', ', nullif(p.location_suburb, ''), nullif(p.location_city, '')), ''), 'Neighbourhood feed') AS context,
          p.created_at, NOT p.local AS private_content, false AS pending
        FROM posts p LEFT JOIN groups g ON g.id = p.group_id WHERE p.id = ${id}::uuid`;
      break;
    case 'comment':
      query = sql<Row>`SELECT c.author_id, c.hidden_at, c.content AS text,
          'On the post: ' || left(p.content, 120) AS context, c.created_at,
          NOT p.local AS private_content, false AS pending
        FROM comments c JOIN posts p ON p.id = c.post_id WHERE c.id = ${id}::uuid`;
      break;
    case 'user':
      query = sql<Row>`SELECT u.id AS author_id, u.hidden_at, trim(u.first_name || ' ' || u.last_name || E'\n' || u.bio) AS text,
          'Profile' || CASE WHEN u.location_city <> '' THEN ' in ' || u.location_city ELSE '' END AS context,
          u.created_at, false AS private_content, false AS pending
        FROM users u WHERE u.id = ${id}::uuid`;
      break;
    case 'organization':
      query = sql<Row>`SELECT o.owner_id AS author_id, o.hidden_at, trim(o.business_name || E'\n' || o.description) AS text,
          'Organization' AS context, o.created_at, false AS private_content, false AS pending
        FROM organizations o WHERE o.id = ${id}::uuid`;
      break;
    case 'rental_request':
      query = sql<Row>`SELECT r.requester_id AS author_id, r.hidden_at, trim(r.item_name || E'\n' || r.description) AS text,
          'Rental request' AS context, r.created_at, false AS private_content, false AS pending
        FROM rental_requests r WHERE r.id = ${id}::uuid`;
      break;
    case 'group':
      query = sql<Row>`SELECT (SELECT m.user_id FROM group_members m WHERE m.group_id = g.id AND m.role = 'owner') AS author_id,
          g.hidden_at, trim(g.name || E'\n' || g.description) AS text,
          initcap(g.visibility) || ' group' AS context, g.created_at,
          g.visibility = 'private' AS private_content, false AS pending
        FROM groups g WHERE g.id = ${id}::uuid`;
      break;
    case 'alert':
      query = sql<Row>`SELECT a.author_id, a.hidden_at, trim(a.title || E'\n' || a.details) AS text,
          'Alert (' || a.category || CASE WHEN a.urgent THEN ', urgent' ELSE '' END || ', ' ||
            CASE WHEN a.area = 'city' THEN a.location_city ELSE a.location_suburb || ', ' || a.location_city END || ')' AS context,
          a.created_at, false AS private_content, a.status = 'pending' AS pending
        FROM alerts a WHERE a.id = ${id}::uuid AND a.status <> 'removed'`;
      break;
    case 'event':
      query = sql<Row>`SELECT e.organizer_id AS author_id, e.hidden_at, trim(e.title || E'\n' || e.description) AS text,
          'Event' || coalesce(' of the group ' || g.name, '') || ' at ' || e.place_name AS context,
          e.created_at, NOT e.open AS private_content, false AS pending
        FROM events e LEFT JOIN groups g ON g.id = e.group_id WHERE e.id = ${id}::uuid`;
      break;
    case 'review':
      query = sql<Row>`SELECT r.author_id, r.hidden_at, trim(r.rating || '/5' || E'\n' || r.text) AS text,
          'Review of ' || o.business_name AS context, r.created_at, false AS private_content, false AS pending
        FROM organization_reviews r JOIN organizations o ON o.id = r.organization_id WHERE r.id = ${id}::uuid`;
      break;
    case 'message': {
      // A direct message: private, with the conversation's last 20 messages as context, which only
      // moderators read (the queue); reportableTarget lets only its recipient report it.
      const message = await findReportedMessage(db, id);
      if (!message) return undefined;
      return {
        type,
        id,
        authorId: message.authorId,
        hidden: message.hidden,
        text: message.text,
        context: message.context,
        url: null,
        createdAt: message.createdAt,
        privateContent: true,
        pendingApproval: false,
      };
    }
    case 'marketplace_item':
      query = sql<Row>`SELECT i.seller_id AS author_id, i.hidden_at, trim(i.title || E'\n' || i.description) AS text,
          'Marketplace item' || CASE WHEN i.location_city <> '' THEN ' in ' || i.location_city ELSE '' END AS context,
          i.created_at, false AS private_content, false AS pending
        FROM marketplace_items i WHERE i.id = ${id}::uuid`;
      break;
    default:
      return undefined;
  }
  const row = (await query.execute(db)).rows[0];
  if (!row) return undefined;
  return {
    type,
    id,
    authorId: row.author_id,
    hidden: row.hidden_at !== null,
    text: row.text,
    context: row.context,
    url: urlOf(type, id),
    createdAt: row.created_at,
    privateContent: row.private_content,
    pendingApproval: row.pending,
  };
}

function urlOf(type: ReportTargetType, id: string): string | null {
  switch (type) {
    case 'post':
      return `/dashboard/post/${id}`;
    case 'user':
      return `/dashboard/profile/${id}`;
    case 'alert':
      return '/dashboard/alerts';
    case 'event':
      return `/dashboard/events/${id}`;
    case 'rental_request':
      return '/dashboard/rentals';
    case 'review':
      return null;
    case 'marketplace_item':
      return `/dashboard/marketplace/${id}`;
    default:
      return null;
  }
}

/** Hides or shows an item again; answers whether it changed. */
export async function setHidden(db: Kysely<DB>, type: HideableType, id: string, at: Date | null): Promise<boolean> {
  if (type === 'review') return setReviewHidden(db, id, at);
  const table = hideableTables[type];
  const result = await sql`UPDATE ${sql.table(table)} SET hidden_at = ${at}
    WHERE id = ${id}::uuid AND hidden_at IS ${at === null ? sql`NOT NULL` : sql`NULL`}`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}

/**
 * A review counts in its organization's rating while visible (decision 0029): hiding or showing
 * it moves the aggregate, under the organization row's lock taken first, in the order the
 * review writes take their locks.
 */
async function setReviewHidden(db: Kysely<DB>, id: string, at: Date | null): Promise<boolean> {
  await sql`SELECT o.id FROM organizations o
    WHERE o.id = (SELECT r.organization_id FROM organization_reviews r WHERE r.id = ${id}::uuid) FOR UPDATE`.execute(
    db,
  );
  const changed = await sql<{
    organization_id: string;
    rating: number;
  }>`UPDATE organization_reviews SET hidden_at = ${at}
    WHERE id = ${id}::uuid AND hidden_at IS ${at === null ? sql`NOT NULL` : sql`NULL`}
    RETURNING organization_id, rating`.execute(db);
  const row = changed.rows[0];
  if (!row) return false;
  const sign = at === null ? 1 : -1;
  await sql`UPDATE organizations SET rating_sum = greatest(0, rating_sum + ${sign * row.rating}::int),
    rating_count = greatest(0, rating_count + ${sign}::int) WHERE id = ${row.organization_id}::uuid`.execute(db);
  return true;
}
