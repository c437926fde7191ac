/** The success envelope of api-v1.md around one item: `{ status: 'success', message, data }`. */
export function ok<T>(message: string, data: T) {
  return { status: 'success' as const, message, data };
}
