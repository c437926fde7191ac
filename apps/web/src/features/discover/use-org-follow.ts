import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Organization } from '@ourhood/contract';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { organizationKeys } from '../../lib/organizations/organization-keys';
import { profilesApi } from '../../lib/profiles/profiles-api';
import { useLingui } from '@lingui/react/macro';

/**
 * Follow or unfollow an organization through its owner's account (the follow calls of people):
 * the button and the count move at once, and a failure puts them back and says so.
 */
export function useOrgFollow(organization: Organization) {
  const { t } = useLingui();
  const client = useQueryClient();
  const key = organizationKeys.detail(organization.id);
  return useMutation({
    mutationFn: (follow: boolean) =>
      follow ? profilesApi.follow(organization.owner_id) : profilesApi.unfollow(organization.owner_id),
    onMutate: async (follow) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<{ data: Organization }>(key);
      if (previous) {
        const count = Math.max(0, previous.data.followers_count + (follow ? 1 : -1));
        client.setQueryData(key, {
          ...previous,
          data: { ...previous.data, is_following: follow, followers_count: count },
        });
      }
      return { previous };
    },
    onError: (error, follow, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
      toast(errorMessage(error, follow ? t`Failed to follow user` : t`Failed to unfollow user`), { tone: 'error' });
    },
    onSuccess: ({ data }, follow) => {
      const current = client.getQueryData<{ data: Organization }>(key);
      if (current) {
        client.setQueryData(key, {
          ...current,
          data: { ...current.data, is_following: follow, followers_count: data.followers_count },
        });
      }
    },
  });
}
