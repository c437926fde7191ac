/**
 * The storage key behind a JSON `imageUrl`, if it is media this server stored (docs/api.md, Uploads):
 * a path under the media prefix, or an absolute URL of this site. Never fetched; anything else
 * (another host, another scheme, a traversal) is refused by the caller.
 */
export function mediaKeyOf(
  imageUrl: string,
  publicOrigin: string,
  keyFromUrl: (path: string) => string | undefined,
): string | undefined {
  let path = imageUrl;
  if (!imageUrl.startsWith('/')) {
    let url: URL;
    try {
      url = new URL(imageUrl);
    } catch {
      return undefined;
    }
    if (url.origin !== publicOrigin || url.search || url.hash) return undefined;
    path = url.pathname;
  }
  // '//host/…' is another host; decoded dots could climb out of the media folder.
  if (path.startsWith('//') || path.includes('..') || path.includes('%')) return undefined;
  return keyFromUrl(path);
}
