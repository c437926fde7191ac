import type { Location } from '@ourhood/contract';

/** The area someone lives in, as shown on a profile: "suburb (else city), state"; never more precise. */
export function areaLabel(location: Partial<Location> | null | undefined): string {
  if (!location) return '';
  return [location.suburb || location.city, location.state].filter(Boolean).join(', ');
}
