import { useQuery } from '@tanstack/react-query';
import type { PageMetadata } from '@ourhood/contract';
import { useSession } from '../session/session-store';
import { organizationKeys } from './organization-keys';
import { organizationsApi } from './organizations-api';

/** The organization's notifications (newest first) and the unread count from the metadata. */
export function useOrgNotifications() {
  const isOrganization = useSession((state) => state.userType === 'organization');
  const query = useQuery({
    queryKey: organizationKeys.notifications,
    queryFn: ({ signal }) => organizationsApi.notifications(signal),
    enabled: isOrganization,
    // Fresh on every page that shows it (the sidebar badge keeps the same query mounted).
    staleTime: 0,
    refetchInterval: 60_000,
  });
  const metadata = query.data?.metadata as (PageMetadata & { unread_count?: number }) | undefined;
  const unread = metadata?.unread_count ?? query.data?.data.filter((item) => !item.read_at).length ?? 0;
  return { ...query, unread };
}
