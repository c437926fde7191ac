/**
 * How a typed directory search becomes a word query (decision 0011): the search is cut into words;
 * each word stands for itself, for the directory's words it begins (as you type: 'bak' → 'bakery')
 * and for close misspellings ('bakry', 'bakrey' → 'bakery'); an organization matches when it has a
 * word of every group.
 */

/** Words of a search that count; the rest is ignored (a search is a few words, not a paragraph). */
export const MAX_SEARCH_TERMS = 6;
/** Dictionary words one typed word may stand for, closest first. */
export const MAX_WORDS_PER_TERM = 8;
/** A typed word this long or longer also matches the words it begins. */
const PREFIX_MIN_LENGTH = 3;

/** The distinct lower-cased words (letters and digits) of a search, in order. */
export function searchTerms(search: string): string[] {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_SEARCH_TERMS);
}

/** Typos forgiven by length: none in short words (too many neighbours), one from 4 letters, two from 8. */
export function allowedEdits(term: string): number {
  if (term.length <= 3) return 0;
  return term.length < 8 ? 1 : 2;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swapped neighbours. */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The words a typed word stands for, from dictionary candidates (pg_trgm's loose similarity finds
 * them; edit distance decides): itself first, then by distance.
 */
export function wordsForTerm(term: string, candidates: readonly string[]): string[] {
  const scored = new Map<string, number>([[term, 0]]);
  for (const word of candidates) {
    if (scored.has(word)) continue;
    const distance = editDistance(term, word);
    if (distance <= allowedEdits(term)) scored.set(word, distance);
    else if (term.length >= PREFIX_MIN_LENGTH && word.startsWith(term)) scored.set(word, word.length - term.length);
  }
  return [...scored.entries()]
    .sort(([a, x], [b, y]) => x - y || a.localeCompare(b))
    .slice(0, MAX_WORDS_PER_TERM)
    .map(([word]) => word);
}

/** A word as a tsquery lexeme: quoted, so no word is read as an operator. */
function lexeme(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** `('a' | 'b')`: any word of one group. */
export function anyOf(words: readonly string[]): string {
  return `(${words.map(lexeme).join(' | ')})`;
}

/** `('a' | 'b') & ('c')`: a word of every group. */
export function everyGroup(groups: readonly (readonly string[])[]): string {
  return groups.map(anyOf).join(' & ');
}
