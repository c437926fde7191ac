import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FirstSteps } from '@ourhood/contract';
import { firstStepsApi } from './first-steps-api';
import { firstStepsKey } from './first-steps-keys';

/**
 * The first steps, read again each time a screen that shows them mounts (staleTime 0): most steps
 * are done on other screens (groups, discover, settings), so coming back shows them ticked.
 */
export function useFirstSteps(enabled = true) {
  return useQuery({
    queryKey: firstStepsKey,
    queryFn: async ({ signal }) => (await firstStepsApi.get(signal)).data,
    staleTime: 0,
    enabled,
  });
}

/** Hides the guide or brings it back; the server's answer replaces the cached steps. */
export function useSetFirstStepsDismissed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (dismissed: boolean) => (await firstStepsApi.setDismissed(dismissed)).data,
    onSuccess: (steps) => client.setQueryData<FirstSteps>(firstStepsKey, steps),
  });
}
