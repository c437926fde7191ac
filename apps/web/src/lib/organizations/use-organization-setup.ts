import { useQuery } from '@tanstack/react-query';
import { organizationKeys } from './organization-keys';
import { organizationsApi } from './organizations-api';

/**
 * The organization's setup checklist (issue 42), read again whenever a screen that needs it mounts
 * (staleTime 0): its items are done on other screens (profile, listings, updates).
 */
export function useOrganizationSetup() {
  return useQuery({
    queryKey: organizationKeys.setup,
    queryFn: async ({ signal }) => (await organizationsApi.setup(signal)).data,
    staleTime: 0,
  });
}
