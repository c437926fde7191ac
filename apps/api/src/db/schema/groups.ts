import type { ColumnType, Generated } from 'kysely';

// Groups and their members.

export type GroupVisibility = 'public' | 'private';

export type GroupRole = 'owner' | 'admin' | 'member' | 'pending';

export interface GroupsTable {
  id: Generated<string>;
  name: string;
  description: Generated<string>;
  visibility: ColumnType<GroupVisibility, GroupVisibility, never>;
  location_suburb: Generated<string>;
  location_city: Generated<string>;
  location_state: Generated<string>;
  location_country: Generated<string>;
  cover_display_key: string | null;
  cover_thumbnail_key: string | null;
  cover_width: number | null;
  cover_height: number | null;
  invite_token: string | null;
  last_post_at: Date | null;
  /** Who may create the group's events (0016). */
  event_creators: Generated<'members' | 'admins'>;
  created_at: ColumnType<Date, Date, never>;
  updated_at: ColumnType<Date, Date, Date>;
  search_vector: ColumnType<string, never, never>;
  /** Hidden by moderation (0017): only the author and moderators see it. */
  hidden_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface GroupMembersTable {
  group_id: string;
  user_id: string;
  role: GroupRole;
  created_at: ColumnType<Date, Date, Date>;
}
