/**
 * English country names from the ICU data built into Node (full-icu is the default since Node 13),
 * so no country list has to be shipped. Codes ICU does not know (GeoNames' "XK" for Kosovo is one
 * it does know) fall back to the code itself.
 */
const displayNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
const cache = new Map<string, string>();

export function countryName(code: string): string {
  if (!code) return '';
  let name = cache.get(code);
  if (name === undefined) {
    try {
      name = displayNames.of(code) ?? code;
    } catch {
      // A code that is not a well-formed region subtag.
      name = code;
    }
    cache.set(code, name);
  }
  return name;
}
