/** The success envelope of docs/api.md around one item: `{ status: 'success', message, data }`. */
export function ok<T>(message: string, data: T) {
  return { status: 'success' as const, message, data };
}
