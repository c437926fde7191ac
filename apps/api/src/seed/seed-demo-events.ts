import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { roundPlaceCoordinate } from '../lib/geo/index.js';
import { demoNeighbours, demoOrganizations } from './demo-data.js';

/** The demo's area plans in New York time (decision 0019: the organizer's zone). */
const DEMO_TIME_ZONE = 'America/New_York';
const HOUR = 60 * 60 * 1000;

interface DemoEvent {
  organizer: string;
  /** An organization's event (the organizer is its owner account). */
  organization?: boolean;
  /** A group's event (the demo's one group). */
  group?: boolean;
  title: string;
  description: string;
  place: { name: string; address: string };
  /** Days from the seed's day, and the start hour (New York). */
  inDays: number;
  hour: number;
  hours: number;
  capacity?: number;
  going: string[];
  interested: string[];
}

const amara = demoNeighbours[0]!.email;
const diego = demoNeighbours[1]!.email;
const mei = demoNeighbours[2]!.email;
const samuel = demoNeighbours[3]!.email;
const hannah = demoNeighbours[4]!.email;
const priya = demoNeighbours[5]!.email;
const bakery = demoOrganizations[0]!.email;

export const demoEvents: DemoEvent[] = [
  {
    organizer: mei,
    title: 'Stoop sale on Sterling Place',
    description: 'Bring what you no longer need, take what you do. Tables welcome.',
    place: { name: 'Sterling Place stoops', address: 'Sterling Pl between Vanderbilt and Underhill' },
    inDays: 3,
    hour: 10,
    hours: 5,
    going: [hannah, amara],
    interested: [diego],
  },
  {
    organizer: amara,
    group: true,
    title: 'Community garden work morning',
    description: 'Weeding, compost turning and coffee. Gloves provided.',
    place: { name: 'Garden plot 4', address: 'Prospect Park West entrance' },
    inDays: 5,
    hour: 9,
    hours: 3,
    capacity: 12,
    going: [diego, priya],
    interested: [samuel],
  },
  {
    organizer: bakery,
    organization: true,
    title: 'Sourdough starter workshop',
    description: 'Learn to keep a starter alive and bake your first loaf. Ten places.',
    place: { name: 'Slope Street Bakery', address: 'Back kitchen, ask at the counter' },
    inDays: 8,
    hour: 18,
    hours: 2,
    capacity: 10,
    going: [amara, mei, samuel],
    interested: [hannah, priya],
  },
];

/** 'hour' o'clock New York time, `inDays` after the seed's day, as an instant. */
function newYorkTime(base: Date, inDays: number, hour: number): Date {
  const day = new Date(base.getTime() + inDays * 24 * HOUR);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: DEMO_TIME_ZONE }).format(day);
  // The zone's offset that day (−4 or −5 hours), read from the runtime's zone data.
  const probe = new Date(`${date}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: DEMO_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(probe)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(offset ?? '');
  const offsetMinutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  return new Date(Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00Z`) - offsetMinutes * 60_000);
}

/**
 * A few upcoming events (a neighbour's, a group's, an organization's) with answers. No reminders
 * are queued: the demo sends no e-mail.
 */
export async function seedDemoEvents(trx: Kysely<DB>, idOf: (email: string) => string, now: Date): Promise<void> {
  // The group event belongs to the demo's public gardeners' group (seed-demo-groups.ts runs first).
  const group = await trx
    .selectFrom('groups')
    .select('id')
    .where('name', '=', 'Park Slope Gardeners')
    .executeTakeFirstOrThrow();
  for (const [index, event] of demoEvents.entries()) {
    const organizer = [...demoNeighbours, ...demoOrganizations].find((person) => person.email === event.organizer)!;
    const organizationId = event.organization
      ? (
          await trx
            .selectFrom('organizations')
            .select('id')
            .where('owner_id', '=', idOf(event.organizer))
            .executeTakeFirstOrThrow()
        ).id
      : null;
    const startsAt = newYorkTime(now, event.inDays, event.hour);
    const row = await trx
      .insertInto('events')
      .values({
        organizer_id: idOf(event.organizer),
        organization_id: organizationId,
        group_id: event.group ? group.id : null,
        visibility: 'neighbourhood',
        open: true,
        listed: true,
        title: event.title,
        description: event.description,
        starts_at: startsAt,
        ends_at: new Date(startsAt.getTime() + event.hours * HOUR),
        time_zone: DEMO_TIME_ZONE,
        place_name: event.place.name,
        place_address: event.place.address,
        // A pin near the organizer's area, each event its own (issue 44).
        place_lat: roundPlaceCoordinate(organizer.area.lat + 0.004 * ((index % 5) - 2)),
        place_lng: roundPlaceCoordinate(organizer.area.lng + 0.005 * (((index * 3) % 5) - 2)),
        capacity: event.capacity ?? null,
        location_suburb: organizer.area.suburb,
        location_city: organizer.area.city,
        location_state: organizer.area.state,
        location_country: organizer.area.country,
        going_count: event.going.length,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answers = [
      ...event.going.map((email) => ({ email, status: 'going' as const })),
      ...event.interested.map((email) => ({ email, status: 'interested' as const })),
    ];
    for (const answer of answers) {
      await trx
        .insertInto('event_rsvps')
        .values({
          event_id: row.id,
          user_id: idOf(answer.email),
          status: answer.status,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  }
}
