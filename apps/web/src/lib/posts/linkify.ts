/** A piece of a post's or comment's text: plain, a web address to show as a link, or a mention. */
export type TextPart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'mention'; text: string; userId: string };

/** Someone the text mentions, as the API lists them. */
export interface MentionedPerson {
  id: string;
  first_name: string;
  last_name: string;
}

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
export function linkify(text: string, mentions: readonly MentionedPerson[] = []): TextPart[] {
  if (mentions.length === 0) return linkifyAddresses(text);
  // '@First Last' of each mentioned person (white space between the names may vary, case too).
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const names = mentions.map((person) => ({
    id: person.id,
    pattern: `@${escape(person.first_name)}\\s+${escape(person.last_name)}`,
  }));
  const handle = new RegExp(names.map((name) => `(${name.pattern})`).join('|'), 'giu');
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(handle)) {
    const index = match.slice(1).findIndex((group) => group !== undefined);
    if (match.index > last) parts.push(...linkifyAddresses(text.slice(last, match.index)));
    parts.push({ kind: 'mention', text: match[0], userId: names[index]!.id });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(...linkifyAddresses(text.slice(last)));
  return parts;
}

function linkifyAddresses(text: string): TextPart[] {
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
