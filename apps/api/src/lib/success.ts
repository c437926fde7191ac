/** The success envelope of docs/api.md around one item: `{ status: 'success', message, data }`. */
export function ok<T>(message: string, data: T) {
  return { status: 'success' as const, message, data };
}

/** The success envelope around a page of a list: `{ status: 'success', message, data, metadata }`. */
export function okPage<P extends { data: unknown; metadata: unknown }>(message: string, page: P) {
  return { status: 'success' as const, message, ...page };
}
