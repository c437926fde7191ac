import type { Author, Event, EventAttendee } from '@ourhood/contract';
import { presentAuthor, type AuthorRow } from '../../lib/users/author.js';
import type { UrlFor } from '../../lib/storage/index.js';
import type { EventRow } from './events-repository.js';
import type { listAttendees } from './event-rsvps-repository.js';

const iso = (date: Date) => date.toISOString();

export function presentEvent(row: EventRow, viewerId: string, urlFor: UrlFor, friends: Author[] = []): Event {
  const cover =
    row.cover_display_key && row.cover_thumbnail_key && row.cover_width && row.cover_height
      ? {
          url: urlFor(row.cover_display_key),
          thumbnail_url: urlFor(row.cover_thumbnail_key),
          width: row.cover_width,
          height: row.cover_height,
        }
      : null;
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    description: row.description,
    start: iso(row.starts_at),
    end: iso(row.ends_at),
    all_day: row.all_day,
    time_zone: row.time_zone,
    place: { name: row.place_name, address: row.place_address },
    latitude: row.place_lat === null ? null : Number(row.place_lat),
    longitude: row.place_lng === null ? null : Number(row.place_lng),
    capacity: row.capacity,
    visibility: row.visibility,
    status: row.status,
    sequence: row.sequence,
    cover,
    location: {
      suburb: row.location_suburb,
      city: row.location_city,
      state: row.location_state,
      country: row.location_country,
    },
    organizer: presentAuthor({ ...row, author_id: row.organizer_id }, urlFor),
    organization:
      row.organization_id && row.organization_name !== null
        ? { id: row.organization_id, name: row.organization_name }
        : null,
    group:
      row.group_id && row.group_name !== null && row.group_visibility !== null
        ? { id: row.group_id, name: row.group_name, visibility: row.group_visibility }
        : null,
    going_count: row.going_count,
    interested_count: Number(row.interested_count),
    waitlist_count: Number(row.waitlist_count),
    viewer_rsvp: row.viewer_status ? { status: row.viewer_status, waitlisted: row.viewer_waitlisted ?? false } : null,
    is_organizer: row.organizer_id === viewerId,
    friends_going: friends,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

type AttendeeRow = Awaited<ReturnType<typeof listAttendees>>[number];

export function presentAttendee(row: AttendeeRow, urlFor: UrlFor): EventAttendee {
  return {
    user: presentAuthor(row, urlFor),
    status: row.status,
    waitlisted: row.waitlisted,
    since: iso(row.updated_at),
  };
}

export function presentFriends(rows: AuthorRow[], urlFor: UrlFor): Author[] {
  return rows.map((row) => presentAuthor(row, urlFor));
}
