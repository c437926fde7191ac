/**
 * Where sign-in returns to (issue 18: a shared post's link opened by a visitor leads to sign-in and
 * back to the post). Only a path inside the dashboard is accepted, so `?next=` can never send
 * anyone to another site ('//evil.test', 'https://…', '/\evil.test') or out of the app.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/dashboard/') || value.includes('//') || value.includes('\\')) return null;
  return value;
}

/** The sign-in page for a visitor who asked for `path` (with its query): /login?next=… inside the dashboard. */
export function loginPathFor(path: string): string {
  const next = safeReturnPath(path);
  return next ? `/login?next=${encodeURIComponent(next)}` : '/login';
}

/** The `next` of the current address, if it is a safe return path. */
export function returnPathFrom(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get('next'));
}
