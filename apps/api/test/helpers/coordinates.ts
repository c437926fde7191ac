/**
 * Matches a coordinate written out in a response (e.g. `coordinate('40.67')` finds 40.6782 or
 * "40.67"), but not the same digits inside another number: a timestamp's "…:40.671Z" or an id.
 * A plain substring check failed whenever a created_at's seconds happened to read that way.
 */
export function coordinate(digits: string): RegExp {
  return new RegExp(`(?<![\\d.])-?${digits.replace('.', '\\.')}`);
}
