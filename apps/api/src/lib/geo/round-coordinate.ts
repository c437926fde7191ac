/**
 * Rounds a latitude or longitude to 2 decimal places (about 1.1 km of latitude) before it is
 * stored, so the database never holds where exactly someone lives.
 */
export function roundCoordinate(value: number): number {
  const rounded = Math.round(value * 100) / 100;
  // Avoid storing -0, which serialises oddly and compares unequal in some clients.
  return rounded === 0 ? 0 : rounded;
}
