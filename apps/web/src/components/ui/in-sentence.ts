/**
 * A field's label inside a sentence ('Show password', 'Remove logo'): in lower case, except in
 * German, whose nouns keep their capital (and in scripts without case, where nothing changes).
 */
export const inSentence = (label: string, locale: string) => (locale.startsWith('de') ? label : label.toLowerCase());
