/**
 * How keywords meet request and item text (decisions 0012, 0030). Both sides are cut into lower-case
 * words of letters and digits, and each word is reduced by one simple singular rule, so 'Ladders' meets
 * 'ladder' and 'boxes' meets 'box'. A keyword's key is its words joined by a space; a request
 * offers every run of up to MAX_PHRASE_WORDS consecutive words, so a keyword matches whole words
 * or a whole phrase, never the inside of a word ('car' does not meet 'cart').
 */

/** The longest keyword phrase that can match. */
export const MAX_PHRASE_WORDS = 6;

export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * English plurals, simply: -ies → -y (batteries), -ches/-shes/-sses/-xes/-zes lose -es (benches,
 * glasses, boxes), else a final -s goes (ladders) unless the word ends in -ss, -us or -is (glass,
 * cactus, axis). Short words are kept (bus, gas). Irregular plurals (knives) are not handled.
 */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:ch|sh|ss|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** A keyword's match key ('' when it has no word). */
export function keywordMatchKey(keyword: string): string {
  return words(keyword).map(singular).join(' ');
}

/** Every key a request's text offers: each run of 1 to MAX_PHRASE_WORDS consecutive words. */
export function textMatchKeys(text: string): string[] {
  const stems = words(text).map(singular);
  const keys = new Set<string>();
  for (let start = 0; start < stems.length; start++) {
    for (let length = 1; length <= MAX_PHRASE_WORDS && start + length <= stems.length; length++) {
      keys.add(stems.slice(start, start + length).join(' '));
    }
  }
  return [...keys];
}
