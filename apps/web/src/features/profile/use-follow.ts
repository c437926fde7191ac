import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserStats } from '@ourhood/contract';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { profileKeys } from '../../lib/profiles/profile-keys';
import { profilesApi } from '../../lib/profiles/profiles-api';
import { withFollow } from './stats';
import { useLingui } from '@lingui/react/macro';

/**
 * Follow or unfollow (spec §4): the follower count moves at once (+1 / −1, never below 0); a failed
 * call puts the previous stats back and says so; the server's stats replace the guess on success.
 */
export function useFollow(userId: string) {
  const { t } = useLingui();
  const client = useQueryClient();
  const key = profileKeys.stats(userId);
  return useMutation({
    mutationFn: (follow: boolean) => (follow ? profilesApi.follow(userId) : profilesApi.unfollow(userId)),
    onMutate: async (follow) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<UserStats>(key);
      if (previous) client.setQueryData<UserStats>(key, withFollow(previous, follow));
      return { previous };
    },
    onError: (error, follow, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
      toast(errorMessage(error, follow ? t`Failed to follow user` : t`Failed to unfollow user`), { tone: 'error' });
    },
    onSuccess: ({ data }) => client.setQueryData(key, data),
  });
}
