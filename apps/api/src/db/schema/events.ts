import type { ColumnType, Generated } from 'kysely';

// Events (migration 0016, decision 0019): the rows, answers, reminders sent and calendar feeds.

/** Events (0016, decision 0019). */
export interface EventsTable {
  id: Generated<string>;
  organizer_id: string;
  organization_id: string | null;
  group_id: string | null;
  visibility: ColumnType<'neighbourhood' | 'group', 'neighbourhood' | 'group', never>;
  open: ColumnType<boolean, boolean, never>;
  listed: ColumnType<boolean, boolean, never>;
  title: string;
  description: Generated<string>;
  starts_at: Date;
  ends_at: Date;
  all_day: Generated<boolean>;
  time_zone: string;
  place_name: string;
  place_address: Generated<string>;
  /** The place's pin (issue 44), set by the organizer; null without one. */
  place_lat: ColumnType<number | null, number | null | undefined, number | null>;
  place_lng: ColumnType<number | null, number | null | undefined, number | null>;
  capacity: number | null;
  cover_display_key: string | null;
  cover_thumbnail_key: string | null;
  cover_width: number | null;
  cover_height: number | null;
  location_suburb: Generated<string>;
  location_city: Generated<string>;
  location_state: Generated<string>;
  location_country: Generated<string>;
  status: Generated<'scheduled' | 'cancelled'>;
  sequence: Generated<number>;
  going_count: Generated<number>;
  /** Hidden by moderation (migration 0020): shown to its organizer only. */
  hidden_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, Date, never>;
  updated_at: ColumnType<Date, Date, Date>;
}

export interface EventRsvpsTable {
  event_id: string;
  user_id: string;
  status: 'going' | 'interested' | 'not_going';
  waitlisted: Generated<boolean>;
  waitlisted_at: Date | null;
  created_at: ColumnType<Date, Date, never>;
  updated_at: ColumnType<Date, Date, Date>;
}

export interface EventRemindersSentTable {
  event_id: string;
  user_id: string;
  reminder: 'day' | 'hour';
  starts_at: Date;
}

export interface CalendarFeedsTable {
  user_id: string;
  token: string;
  created_at: Date;
}
