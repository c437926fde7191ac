/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function dayIn(at: Date, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The `count` calendar days ending with `lastDay`, oldest first (calendar arithmetic, no DST drift). */
export function daysEndingWith(lastDay: string, count: number): string[] {
  const [year, month, day] = lastDay.split('-').map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(year, month - 1, day - (count - 1 - index))).toISOString().slice(0, 10),
  );
}

/** A series over `days` from rows that exist only for days with something (the rest are 0). */
export function fillDays(days: readonly string[], rows: readonly { day: string; value: number }[]) {
  const byDay = new Map(rows.map((row) => [row.day, row.value]));
  return days.map((date) => ({ date, value: byDay.get(date) ?? 0 }));
}
