import { GEOLOCATION_OPTIONS, LocationUiMessage } from '@ourhood/contract/location-ui';
import { ApiError } from '../api-client';

/** Thrown when this browser has no geolocation at all, so the screen can say so (spec §8). */
class GeolocationUnsupported extends Error {}

/**
 * The device's position, for a neighbour's home and an organization's business profile alike
 * (issue 42: both set a location the same way; the server keeps the area and rounded coordinates).
 */
export function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new GeolocationUnsupported(LocationUiMessage.GEOLOCATION_UNSUPPORTED));
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, reject, GEOLOCATION_OPTIONS);
  });
}

/** The message of spec §8 for a failed change: unsupported, the server's text, or the fallback. */
export function locationErrorMessage(error: unknown): string {
  if (error instanceof GeolocationUnsupported) return LocationUiMessage.GEOLOCATION_UNSUPPORTED;
  if (error instanceof ApiError && error.message) return error.message;
  return LocationUiMessage.UPDATE_FAILED;
}
