import type { z } from 'zod';
/**
 * The one rule for every piece of text a client sends (JSON bodies, query strings, path parameters,
 * multipart fields): no C0 control characters except tab, line feed and carriage return. PostgreSQL
 * cannot store U+0000 at all, and the others have no business in names, posts or searches. Such
 * input is refused (400), never silently stripped, so what is stored is exactly what was sent.
 *
 * The server applies it once to every request before its schema (plugins/input-text.ts and
 * readMultipart), so a new route or field is covered without anyone remembering to opt in.
 */
export const TextMessages = {
  controlCharacters: 'Must not contain control characters',
  singleLine: 'Must be on one line',
} as const;

/** U+0000–U+001F except \t (U+0009), \n (U+000A) and \r (U+000D); also lone surrogates (below). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/**
 * Half of a UTF-16 surrogate pair without its other half: not a character at all. PostgreSQL
 * refuses it in JSON and node-postgres silently turns it into U+FFFD in text, so what was stored
 * would differ from what was sent.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What a one-line field (a name, a title, a place, an item's name, a search) may not hold: line
 * breaks of every kind (CR, LF, NEL, U+2028, U+2029), tab and every other control character. Such
 * a value is written into e-mail subjects, calendar names and notification titles, where a line
 * break starts a new line of the file (issue 39).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

export function isSingleLine(text: string): boolean {
  return !NOT_SINGLE_LINE.test(text);
}

/**
 * A one-line text field: `schema` (a string schema, trimmed first if it trims) refusing anything
 * `isSingleLine` refuses with a field error. Every single-line input schema of the contract is
 * made through this one function.
 */
export function singleLine<T extends z.ZodString>(schema: T): T {
  return schema.refine(isSingleLine, TextMessages.singleLine) as T;
}

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text) || LONE_SURROGATE.test(text);
}

/**
 * Field errors for every string in `value` (any JSON-like value) that breaks the rule, keyed by the
 * dotted path of the field (`email`, `opening_hours.note`, `tags.0`); `root` names `value` itself.
 * Walks with an explicit stack, so a deeply nested body cannot overflow the call stack.
 */
export function controlCharacterErrors(value: unknown, root = 'body'): Record<string, string> {
  const errors: Record<string, string> = {};
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (hasControlCharacters(item.value)) errors[item.path || root] = TextMessages.controlCharacters;
    } else if (typeof item.value === 'object' && item.value !== null) {
      for (const [key, child] of Object.entries(item.value)) {
        stack.push({ value: child, path: item.path ? `${item.path}.${key}` : key });
      }
    }
  }
  return errors;
}

/**
 * A short preview of a post or comment (notification titles, e-mails): white space folded to single
 * spaces; when longer than `max` characters, cut at the last word boundary that fits (unless that
 * would keep less than half) and ended with an ellipsis, the ellipsis included in `max`.
 */
export function textPreview(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  if (chars.length <= max) return chars.join('');
  const cut = chars.slice(0, max - 1).join('');
  // A boundary: the space before the word that does not fit (or the cut falls right after a word).
  const atBoundary = chars[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  const kept = atBoundary >= Math.floor(max / 2) ? cut.slice(0, atBoundary) : cut;
  return `${kept.replace(/[\s.,;:!?'"(\-–—]+$/u, '')}…`;
}
