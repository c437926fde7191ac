import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserSelf } from '@ourhood/contract';
import { currentPosition } from '../../lib/location/current-position';
import { alertKeys } from '../../lib/alerts/alert-keys';
import { eventKeys } from '../../lib/events/event-keys';
import { firstStepsKey } from '../../lib/first-steps/first-steps-keys';
import { postKeys } from '../../lib/posts/post-keys';
import { postsApi } from '../../lib/posts/posts-api';
import { ownProfileKey } from '../../lib/use-own-profile';

/**
 * Reads the device position and sends it to the server, which answers the resolved area only.
 * The new area goes into the cached profile, and everything read by area reloads at once (issue
 * 42): the feed (ordered by area), the side panel's alerts and events nearby, and the first steps.
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
      await Promise.all(
        [postKeys.feeds, alertKeys.all, eventKeys.all, firstStepsKey].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
