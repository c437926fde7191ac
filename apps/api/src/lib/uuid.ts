const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids are UUIDs in the database but opaque strings on the wire: anything else cannot name a row,
 * so callers answer 404 for it instead of letting PostgreSQL fail the cast (a 500).
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
