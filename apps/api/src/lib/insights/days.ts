/** Days (YYYY-MM-DD) in the installation's time zone, for daily series and counters (decision 0079). */

const formats = new Map<string, Intl.DateTimeFormat>();

/** The day an instant falls on in a time zone, as YYYY-MM-DD. */
export function dayIn(timeZone: string, at: Date): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timeZone, format);
  }
  return format.format(at);
}

/** The `count` days ending with today (today included), oldest first. */
export function lastDays(timeZone: string, now: Date, count: number): string[] {
  const [year, month, day] = dayIn(timeZone, now).split('-').map(Number);
  const today = Date.UTC(year!, month! - 1, day!);
  return Array.from({ length: count }, (_unused, index) =>
    new Date(today - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}
