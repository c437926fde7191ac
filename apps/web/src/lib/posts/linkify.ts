/** A piece of a post's or comment's text: plain, or a web address to show as a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Candidates start with http:// or https:// (any case) and run to whitespace or a character that
// cannot be part of an address in running text. Nothing else becomes a link: no `javascript:`,
// `data:`, `mailto:` or bare domains.
const CANDIDATE = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING = /[.,!?;:'"]+$/;

/** Drops sentence punctuation after an address, and a closing parenthesis the address did not open. */
function trimEnd(candidate: string): string {
  let value = candidate.replace(TRAILING, '');
  while (value.endsWith(')') && (value.match(/\(/g)?.length ?? 0) < (value.match(/\)/g)?.length ?? 0)) {
    value = value.slice(0, -1).replace(TRAILING, '');
  }
  return value;
}

/** The address as a safe href: an absolute http(s) URL with a host, or null. */
function safeHref(value: string): string | null {
  try {
    const url = new URL(value);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * Splits text into plain parts and http(s) links, for rendering as React elements (never as HTML:
 * the text stays text, whatever it contains).
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index;
    const address = trimEnd(match[0]);
    const href = safeHref(address);
    if (!href) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: address, href });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
