import { Trans, useLingui } from '@lingui/react/macro';
import type { Group } from '@ourhood/contract';
import { Banner } from '../../components/ui/banner';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadMore } from '../../components/ui/load-more';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api-client';
import { usePagedList } from '../../lib/use-paged-list';
import { useOwnProfile } from '../../lib/use-own-profile';
import { isGroupAdmin } from './group-access';
import { groupKeys } from './group-keys';
import { groupsApi } from './groups-api';
import { MemberRow } from './member-row';

/** The Members tab: requests to approve first (owners and admins), then the members. */
export function GroupMembers({ group }: { group: Group }) {
  return (
    <div className="flex flex-col gap-6">
      {isGroupAdmin(group) ? <MemberList group={group} status="pending" /> : null}
      <MemberList group={group} status="active" />
    </div>
  );
}

function MemberList({ group, status }: { group: Group; status: 'active' | 'pending' }) {
  const { t } = useLingui();
  const { data: me } = useOwnProfile();
  const { query, items } = usePagedList(groupKeys.members(group.id, status), (page, signal) =>
    groupsApi.members(group.id, status, page, signal),
  );
  const title = status === 'pending' ? t`Requests to join` : t`Members`;
  const loading = status === 'pending' ? t`Loading requests to join` : t`Loading members`;
  // No requests is the usual case: say nothing rather than show an empty panel.
  if (status === 'pending' && query.isSuccess && items.length === 0) return null;
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-muted">
        {title}
        {status === 'pending' && items.length > 0
          ? ` (${query.data?.pages[0]?.metadata?.total ?? items.length})`
          : null}
      </h3>
      {query.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">{loading}</span>
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : query.isError && items.length === 0 ? (
        <Banner tone="error">{errorMessage(query.error, t`Failed to load members`)}</Banner>
      ) : items.length === 0 ? (
        <EmptyState>
          <Trans>No members yet.</Trans>
        </EmptyState>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {items.map((member) => (
            <MemberRow key={member.user?.id ?? member.since} group={group} member={member} myId={me?.id} />
          ))}
        </ul>
      )}
      <LoadMore query={query} label={t`Load more members`} />
    </section>
  );
}
