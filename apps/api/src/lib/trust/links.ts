/**
 * Links in a text as a reader's app would make them clickable: http(s) URLs, www. addresses and
 * bare domains with a common top-level domain. Counted to limit what new accounts post (issue 39).
 */
const LINK =
  /\bhttps?:\/\/\S+|\bwww\.[^\s.]+\.\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|co|info|biz|xyz|top|link|click|shop|app|me|ly|gl|to)\b(?:\/\S*)?/giu;

export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}
