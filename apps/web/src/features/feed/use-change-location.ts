import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GEOLOCATION_OPTIONS, LocationUiMessage } from '@ourhood/contract/location-ui';
import type { UserSelf } from '@ourhood/contract';
import { ApiError } from '../../lib/api-client';
import { postKeys } from '../../lib/posts/post-keys';
import { postsApi } from '../../lib/posts/posts-api';
import { ownProfileKey } from '../../lib/use-own-profile';

/** Thrown when this browser has no geolocation at all, so the panel can say so (spec §8). */
class GeolocationUnsupported extends Error {}

function currentPosition(): Promise<GeolocationPosition> {
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

/**
 * Reads the device position and sends it to the server, which answers the resolved area only.
 * The new area goes into the cached profile, and the feed reloads because it is ordered by area.
 */
export function useChangeLocation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { coords } = await currentPosition();
      return (await postsApi.updateLocation(coords.latitude, coords.longitude)).data.location;
    },
    onSuccess: async (location) => {
      client.setQueriesData<UserSelf>({ queryKey: ownProfileKey }, (user) => (user ? { ...user, location } : user));
      await client.invalidateQueries({ queryKey: postKeys.feeds });
    },
  });
}
