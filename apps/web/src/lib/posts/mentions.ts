/**
 * '@First Last' mentions while typing (issue 18): the query being typed after an '@', the text
 * once a person is chosen, and the chosen people the text still names when it is sent.
 */

/** The '@…' being typed just before the caret (at least two letters), or null. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at < 0) return null;
  // The '@' starts a word, and what follows is a name being typed: letters, at most one space inside.
  if (at > 0 && !/\s|[(]/.test(before[at - 1]!)) return null;
  const query = before.slice(at + 1);
  if (query.length < 2 || query.length > 40 || /\n/.test(query) || /\s\S*\s/.test(query) || /^\s/.test(query)) {
    return null;
  }
  return { start: at, query };
}

/** The text with the '@query' replaced by '@Name ', and where the caret goes after it. */
export function insertMention(
  text: string,
  start: number,
  caret: number,
  name: string,
): { text: string; caret: number } {
  const inserted = `@${name} `;
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length };
}

const folded = (value: string) => value.replace(/\s+/g, ' ').toLowerCase();

/** The ids of chosen people whose '@Name' the text still holds (at most ten, as the API takes). */
export function mentionIdsIn(text: string, chosen: ReadonlyMap<string, string>): string[] {
  const haystack = folded(text);
  return [...chosen]
    .filter(([, name]) => haystack.includes(folded(`@${name}`)))
    .map(([id]) => id)
    .slice(0, 10);
}
