/** Messages of the location panel (product-spec.md §8). */
export const LocationUiMessage = {
  GEOLOCATION_UNSUPPORTED: 'Geolocation not supported',
  UPDATE_FAILED: 'Failed to update location',
  UPDATED: 'Location updated',
} as const;

/** Browser geolocation options of product-spec.md §9. */
export const GEOLOCATION_OPTIONS = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 } as const;
