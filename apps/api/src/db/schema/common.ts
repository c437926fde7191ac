import type { ColumnType } from 'kysely';

// Column types the table interfaces share.

export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** The same, for tables whose migration gives the column no default: every insert sets it. */
export type CreatedAtSet = ColumnType<Date, Date | string, never>;

export type UpdatedAtSet = ColumnType<Date, Date | string, Date | string>;

export type NullableDate = ColumnType<Date | null, Date | null | undefined, Date | null>;

/** jsonb values: written as JSON text, read back parsed. */
export type Json = ColumnType<unknown, string, string>;
