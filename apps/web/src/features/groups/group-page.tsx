import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Lock } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Group } from '@ourhood/contract';
import { Card } from '../../components/ui/card';
import { PageMain } from '../../components/ui/page-main';
import { Tabs } from '../../components/ui/tabs';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { GroupEvents } from '../../components/events/group-events';
import { canCreateEvents, canReadGroup, isGroupAdmin } from './group-access';
import { GroupAbout } from './group-about';
import { GroupHeader, GroupHeaderSkeleton } from './group-header';
import { groupKeys } from './group-keys';
import { GroupMembers } from './group-members';
import { GroupPosts } from './group-posts';
import { groupsApi } from './groups-api';
import { InviteLinkPanel } from './invite-link-panel';

const tabs = [
  { key: 'posts', label: msg`Posts` },
  { key: 'events', label: msg`Events` },
  { key: 'members', label: msg`Members` },
  { key: 'about', label: msg`About` },
] as const;
type TabKey = (typeof tabs)[number]['key'];

const isTab = (value: string | null): value is TabKey => tabs.some((tab) => tab.key === value);

/**
 * /dashboard/groups/{groupId} (issue 15): the group's header, then Posts, Events, Members and About
 * (the tab is in the URL, `?tab=members`, so a join request's notification opens the requests).
 * A private group shows outsiders nothing (the server answers 404: 'Group not found'), and a
 * requester only its About until approved.
 */
export default function GroupPage() {
  const { t } = useLingui();
  const { groupId = '' } = useParams();
  const group = useQuery({
    queryKey: groupKeys.detail(groupId),
    queryFn: async ({ signal }) => (await groupsApi.get(groupId, signal)).data,
  });
  const notFound = group.error instanceof ApiError && group.error.status === 404;
  useDocumentTitle(group.data?.name ?? (notFound ? t`Group not found` : t`Group`));

  return (
    <PageMain className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-3 py-4 sm:px-6 sm:py-6">
      <Link
        to="/dashboard/groups"
        className="inline-flex items-center gap-1 self-start rounded text-sm font-semibold text-muted hover:text-fg"
      >
        <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" /> <Trans>All groups</Trans>
      </Link>
      {group.isPending ? (
        <GroupHeaderSkeleton />
      ) : group.isError ? (
        <Card role="alert" className="p-8 text-center">
          <h1 className="text-xl font-bold text-fg">
            {notFound ? <Trans>Group not found</Trans> : <Trans>Could not load the group</Trans>}
          </h1>
          <p className="mt-2 text-muted">
            {notFound
              ? t`It may have been deleted, or it is a private group you are not a member of.`
              : errorMessage(group.error, t`Failed to load the group`)}
          </p>
        </Card>
      ) : (
        <GroupBody group={group.data} />
      )}
    </PageMain>
  );
}

function GroupBody({ group }: { group: Group }) {
  const { t, i18n } = useLingui();
  const tabItems = tabs.map((tab) => ({ key: tab.key, label: i18n._(tab.label) }));
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const readable = canReadGroup(group);
  const selected: TabKey = readable ? (isTab(asked) ? asked : 'posts') : 'about';
  const select = (key: TabKey) => setParams(key === 'posts' ? {} : { tab: key }, { replace: true });

  return (
    <>
      <GroupHeader group={group} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card as="section" aria-label={t`Group content`} className="min-w-0 p-4">
          {readable ? (
            <Tabs<TabKey> label={t`Group`} tabs={tabItems} selected={selected} onSelect={select}>
              {selected === 'posts' ? (
                <GroupPosts group={group} />
              ) : selected === 'events' ? (
                <GroupEvents groupId={group.id} canCreate={canCreateEvents(group)} />
              ) : selected === 'members' ? (
                <GroupMembers group={group} />
              ) : (
                <GroupAbout group={group} />
              )}
            </Tabs>
          ) : (
            <div className="flex flex-col gap-4">
              <p className="flex items-start gap-2 rounded-lg bg-sunken p-3 text-sm text-fg">
                <Lock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                {group.viewer_role === 'pending' ? (
                  <Trans>
                    Your request to join is waiting for an admin of the group. You will be notified when it is approved.
                  </Trans>
                ) : (
                  <Trans>This group is private: its posts and members are for members only.</Trans>
                )}
              </p>
              <GroupAbout group={group} />
            </div>
          )}
        </Card>
        {isGroupAdmin(group) ? (
          <aside aria-label={t`Group tools`} className="flex flex-col gap-4">
            <InviteLinkPanel group={group} />
          </aside>
        ) : null}
      </div>
    </>
  );
}
