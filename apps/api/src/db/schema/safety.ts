import type { ColumnType, Generated } from 'kysely';
import type { NullableDate } from './common.js';

// Safety (migration 0017): community alerts, reports, moderation actions and appeals, blocks and mutes.

export type AlertStatusRow = 'pending' | 'active' | 'resolved' | 'removed';

/** Community alerts (0017). */
export interface AlertsTable {
  id: Generated<string>;
  author_id: string;
  category: string;
  title: string;
  details: Generated<string>;
  photo_display_key: string | null;
  photo_thumbnail_key: string | null;
  photo_width: number | null;
  photo_height: number | null;
  area: 'suburb' | 'city';
  urgent: Generated<boolean>;
  status: AlertStatusRow;
  location_suburb: Generated<string>;
  location_city: string;
  location_state: string;
  location_country: string;
  /** The grid cell's centre of the poster's saved location (issue 44, never finer): lib/geo/map-grid.ts. */
  map_lat: ColumnType<number | null, number | null | undefined, number | null>;
  map_lng: ColumnType<number | null, number | null | undefined, number | null>;
  expires_at: Date;
  resolved_at: NullableDate;
  removed_at: NullableDate;
  hidden_at: NullableDate;
  notified_at: NullableDate;
  created_at: ColumnType<Date, Date, never>;
  updated_at: ColumnType<Date, Date, Date>;
}

export interface ReportsTable {
  id: Generated<string>;
  reporter_id: string;
  target_type: string;
  target_id: string;
  target_user_id: string | null;
  reason: string;
  note: Generated<string>;
  status: Generated<'open' | 'resolved'>;
  outcome: string | null;
  created_at: ColumnType<Date, Date, never>;
  resolved_at: NullableDate;
  /** Report scores (0034): what it counts for, whether linked to another report, the address's keyed hash. */
  weight: Generated<number>;
  linked: Generated<boolean>;
  reporter_level: Generated<number>;
  reporter_address: string | null;
}

export interface ModerationActionsTable {
  id: Generated<string>;
  moderator_id: string | null;
  target_type: string;
  target_id: string;
  target_user_id: string | null;
  action: 'dismiss' | 'hide' | 'restore' | 'approve' | 'suspend' | 'ban';
  reason: string;
  note: Generated<string>;
  duration_days: number | null;
  ends_at: Date | null;
  private_content: Generated<boolean>;
  automatic: Generated<boolean>;
  created_at: ColumnType<Date, Date, never>;
}

export interface ModerationAppealsTable {
  id: Generated<string>;
  action_id: string;
  appellant_id: string;
  note: string;
  status: Generated<'open' | 'granted' | 'denied'>;
  created_at: ColumnType<Date, Date, never>;
  resolved_at: NullableDate;
}

export interface UserBlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: ColumnType<Date, Date, never>;
}

export interface UserMutesTable {
  muter_id: string;
  muted_id: string;
  created_at: ColumnType<Date, Date, never>;
}
