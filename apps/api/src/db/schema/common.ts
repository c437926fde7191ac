import type { ColumnType } from 'kysely';

// Column types the table interfaces share.

export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export type NullableDate = ColumnType<Date | null, Date | null | undefined, Date | null>;

/** jsonb values: written as JSON text, read back parsed. */
export type Json = ColumnType<unknown, string, string>;
