/**
 * Rounds a latitude or longitude to 2 decimal places (about 1.1 km of latitude) before it is
 * stored, so the database never holds where exactly someone lives.
 */
export function roundCoordinate(value: number): number {
  const rounded = Math.round(value * 100) / 100;
  // Avoid storing -0, which serialises oddly and compares unequal in some clients.
  return rounded === 0 ? 0 : rounded;
}

/**
 * Rounds a public place's latitude or longitude (an organization's address, an event's place) to 5
 * decimal places, about a metre: the pin stays where its owner dragged it (issue 44). Never for
 * where a neighbour lives, which roundCoordinate and the map's grid keep coarse.
 */
export function roundPlaceCoordinate(value: number): number {
  const rounded = Math.round(value * 100_000) / 100_000;
  return rounded === 0 ? 0 : rounded;
}
