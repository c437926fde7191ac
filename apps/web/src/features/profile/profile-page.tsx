import { useQuery } from '@tanstack/react-query';
import { ReportButton } from '../../components/safety/report-button';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { PublicUser } from '@ourhood/contract';
import { Tabs } from '../../components/ui/tabs';
import { ApiError, errorMessage } from '../../lib/api-client';
import { profileKeys } from '../../lib/profiles/profile-keys';
import { profilesApi } from '../../lib/profiles/profiles-api';
import { useSession } from '../../lib/session/session-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOwnProfile } from '../../lib/use-own-profile';
import { ProfileHeader, ProfileHeaderSkeleton, displayName } from './profile-header';
import { ActivityList, CommentsList, PostsList, useAuthorContent } from './profile-lists';
import { MutedNotice, NotFoundOrBlocked } from './profile-relation';
import { Card } from '../../components/ui/card';
import { PageMain } from '../../components/ui/page-main';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

const tabs = [
  { key: 'posts', label: msg`Posts` },
  { key: 'comments', label: msg`Comments` },
  { key: 'activity', label: msg`Activity` },
] as const;
type TabKey = (typeof tabs)[number]['key'];

function Notice({ children, alert }: { children: ReactNode; alert?: boolean }) {
  return (
    <Card role={alert ? 'alert' : undefined} className="flex flex-col items-center gap-4 p-8 text-center text-fg">
      {children}
    </Card>
  );
}

function ProfileBody({ user, own }: { user: PublicUser; own: boolean }) {
  const { t } = useLingui();
  const [tab, setTab] = useState<TabKey>('posts');
  const stats = useQuery({
    queryKey: profileKeys.stats(user.id),
    // Counts move with every post and follow made elsewhere: load them again on each visit.
    staleTime: 0,
    queryFn: async ({ signal }) => (await profilesApi.stats(user.id, signal)).data,
  });
  const { posts, comments } = useAuthorContent(user.id);
  return (
    <>
      <ProfileHeader
        user={user}
        own={own}
        stats={stats.data}
        statsError={stats.isError ? errorMessage(stats.error, t`Failed to load stats`) : null}
      />
      <Card as="section" aria-label={t`Posts and comments`} className="p-4">
        <Tabs<TabKey>
          label={t`Profile content`}
          tabs={tabs.map((item) => ({ key: item.key, label: t(item.label) }))}
          selected={tab}
          onSelect={setTab}
        >
          {tab === 'posts' ? (
            <PostsList query={posts} own={own} />
          ) : tab === 'comments' ? (
            <CommentsList query={comments} own={own} />
          ) : (
            <ActivityList posts={posts} comments={comments} />
          )}
        </Tabs>
      </Card>
    </>
  );
}

/** The signed-in person's profile; a failure to load it is 'Failed to load profile' (spec §8). */
function OwnProfile() {
  const { t } = useLingui();
  const me = useOwnProfile();
  useDocumentTitle(me.data ? displayName(me.data) : t`Profile`);
  if (me.isPending) return <ProfileHeaderSkeleton />;
  if (me.isError) return <Notice alert>{errorMessage(me.error, t`Failed to load profile`)}</Notice>;
  return <ProfileBody user={me.data} own />;
}

/** Someone else's public profile; an unknown id reads 'User not found.' (spec §8). */
function PublicProfile({ userId }: { userId: string }) {
  const { t } = useLingui();
  const user = useQuery({
    queryKey: profileKeys.user(userId),
    queryFn: async ({ signal }) => (await profilesApi.get(userId, signal)).data,
  });
  const notFound = user.error instanceof ApiError && user.error.status === 404;
  useDocumentTitle(user.data ? displayName(user.data) : notFound ? t`User not found` : t`Profile`);
  if (user.isPending) return <ProfileHeaderSkeleton />;
  if (notFound)
    return (
      <Notice>
        <NotFoundOrBlocked userId={userId} />
      </Notice>
    );
  if (user.isError) return <Notice alert>{errorMessage(user.error, t`Failed to load user`)}</Notice>;
  return (
    <>
      <MutedNotice user={{ id: userId, name: displayName(user.data), avatarUrl: user.data.profile_picture?.url }} />
      <ProfileBody user={user.data} own={false} />
      <div className="flex justify-end">
        <ReportButton targetType="user" targetId={userId} label={t`Report profile`} />
      </div>
    </>
  );
}

/** /dashboard/profile and /dashboard/profile/{userId}; one's own id shows the own profile. */
export default function ProfilePage() {
  const { userId } = useParams();
  const token = useSession((state) => state.token);
  const me = useOwnProfile();
  const own = !userId || userId === me.data?.id;
  // Until the signed-in user is known, an id cannot be told apart from one's own.
  const waiting = Boolean(userId) && me.isPending;
  return (
    <PageMain className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-3 py-4 sm:px-6 sm:py-6">
      {!token ? (
        <Notice>
          <p>
            <Trans>You are not logged in.</Trans>
          </p>
          <Link
            to="/login"
            className="inline-flex min-h-10 items-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            <Trans>Go to Login</Trans>
          </Link>
        </Notice>
      ) : waiting ? (
        <ProfileHeaderSkeleton />
      ) : own ? (
        <OwnProfile />
      ) : (
        <PublicProfile key={userId} userId={userId!} />
      )}
    </PageMain>
  );
}
