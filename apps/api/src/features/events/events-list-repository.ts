import type { Kysely } from 'kysely';
import type { Location } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { eventColumns, readable, type EventRow } from './events-repository.js';

// SQL of event listings (issue 16): a page of events by area, by answer, by group or organization,
// and who the viewer follows among those going.

export interface EventListFilter {
  viewerId: string;
  scope: 'area' | 'mine' | 'group';
  area: Location | null;
  groupId?: string;
  organizationId?: string;
  order?: 'asc' | 'desc';
  from: Date;
  to?: Date;
}

export async function listEvents(
  db: Kysely<DB>,
  filter: EventListFilter,
  paging: { limit: number; offset: number },
): Promise<{ rows: EventRow[]; total: number }> {
  let query = eventColumns(db, filter.viewerId)
    .where('events.ends_at', '>=', filter.from)
    .where(readable(filter.viewerId));
  if (filter.to) query = query.where('events.starts_at', '<', filter.to);
  if (filter.organizationId) {
    query = query.where('events.organization_id', '=', filter.organizationId);
  } else if (filter.scope === 'area') {
    if (!filter.area) return { rows: [], total: 0 };
    const area = filter.area;
    query = query
      .where('events.listed', '=', true)
      .where('events.location_country', '=', area.country)
      .where('events.location_state', '=', area.state)
      .where('events.location_city', '=', area.city);
  } else if (filter.scope === 'mine') {
    query = query.where((eb) =>
      eb.or([
        eb('events.organizer_id', '=', filter.viewerId),
        eb.exists(
          eb
            .selectFrom('event_rsvps as r')
            .select('r.event_id')
            .whereRef('r.event_id', '=', 'events.id')
            .where('r.user_id', '=', filter.viewerId)
            .where('r.status', 'in', ['going', 'interested']),
        ),
      ]),
    );
  } else {
    query = query.where('events.group_id', '=', filter.groupId ?? '00000000-0000-0000-0000-000000000000');
  }
  const counted = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .orderBy('events.starts_at', filter.order ?? 'asc')
    .orderBy('events.id', filter.order ?? 'asc')
    .limit(paging.limit)
    .offset(paging.offset)
    .execute();
  return { rows, total: Number(counted.total) };
}

/** People the viewer follows who hold a seat ('going', not waitlisted), per event. */
export async function friendsGoing(
  db: Kysely<DB>,
  eventIds: readonly string[],
  viewerId: string,
  perEvent: number,
): Promise<
  Map<
    string,
    { author_id: string; author_first_name: string; author_last_name: string; author_avatar_key: string | null }[]
  >
> {
  const result = new Map<
    string,
    { author_id: string; author_first_name: string; author_last_name: string; author_avatar_key: string | null }[]
  >();
  if (eventIds.length === 0) return result;
  const rows = await db
    .selectFrom('event_rsvps as r')
    .innerJoin('follows as f', (join) =>
      join.onRef('f.followee_id', '=', 'r.user_id').on('f.follower_id', '=', viewerId),
    )
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.event_id',
      'u.id as author_id',
      'u.first_name as author_first_name',
      'u.last_name as author_last_name',
      'u.avatar_thumbnail_key as author_avatar_key',
    ])
    .where('r.event_id', 'in', eventIds)
    .where('r.status', '=', 'going')
    .where('r.waitlisted', '=', false)
    .orderBy('r.updated_at', 'asc')
    .execute();
  for (const { event_id: eventId, ...author } of rows) {
    const list = result.get(eventId) ?? [];
    if (list.length < perEvent) list.push(author);
    result.set(eventId, list);
  }
  return result;
}
