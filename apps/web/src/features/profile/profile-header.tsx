import { Link } from 'react-router';
import type { PublicUser, UserStats } from '@ourhood/contract';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { areaLabel } from '../../lib/profiles/area-label';
import { readStats } from './stats';
import { MessageLink } from '../../components/messages/message-link';
import { BlockMuteMenu } from '../../components/safety/block-mute-menu';
import { useFollow } from './use-follow';
import { Card } from '../../components/ui/card';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

export function displayName(user: Pick<PublicUser, 'name' | 'first_name' | 'last_name'>): string {
  return user.name?.trim() || [user.first_name, user.last_name].filter(Boolean).join(' ') || t`Neighbour`;
}

function FollowToggle({ userId, isFollowing }: { userId: string; isFollowing: boolean }) {
  const follow = useFollow(userId);
  return (
    <Button
      variant={isFollowing ? 'secondary' : 'primary'}
      aria-pressed={isFollowing}
      disabled={follow.isPending}
      onClick={() => follow.mutate(!isFollowing)}
    >
      {isFollowing ? <Trans>Unfollow</Trans> : <Trans>Follow</Trans>}
    </Button>
  );
}

function StatsRow({ stats, error }: { stats: UserStats | undefined; error: string | null }) {
  const { t } = useLingui();
  if (error) {
    return (
      <p role="alert" className="text-sm text-danger">
        {error}
      </p>
    );
  }
  if (!stats) {
    return (
      <div aria-hidden="true" className="flex gap-6">
        <Skeleton className="h-5 w-16" />
        <Skeleton className="h-5 w-20" />
        <Skeleton className="h-5 w-20" />
      </div>
    );
  }
  const counts = readStats(stats);
  const items = [
    { label: t`Posts`, value: counts.posts, testId: 'stat-posts' },
    { label: t`Followers`, value: counts.followers, testId: 'stat-followers' },
    { label: t`Following`, value: counts.following, testId: 'stat-following' },
  ];
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-2">
      {items.map((item) => (
        <div key={item.testId} className="flex flex-col-reverse items-start">
          <dt className="text-xs tracking-wide text-muted uppercase">{item.label}</dt>
          <dd className="text-lg font-bold text-fg" data-testid={item.testId}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export interface ProfileHeaderProps {
  user: PublicUser;
  own: boolean;
  stats: UserStats | undefined;
  statsError: string | null;
}

/** Avatar, name, area, bio and counts; Settings on one's own profile, Follow / Unfollow on others'. */
export function ProfileHeader({ user, own, stats, statsError }: ProfileHeaderProps) {
  const name = displayName(user);
  const area = areaLabel(user.location);
  return (
    <Card as="section" aria-labelledby="profile-name" className="flex flex-col gap-4 p-4 sm:flex-row sm:p-6">
      <Avatar name={name} url={user.profile_picture?.url} className="h-20 w-20 text-2xl sm:h-24 sm:w-24" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 id="profile-name" className="text-2xl font-bold break-words text-fg">
              {name}
            </h1>
            {area ? <p className="text-sm text-muted">{area}</p> : null}
          </div>
          {own ? (
            <Link
              to="/settings"
              className="inline-flex min-h-10 items-center rounded-lg border border-line-strong bg-raised px-4 py-2 text-sm font-semibold text-fg hover:bg-sunken"
            >
              <Trans>Settings</Trans>
            </Link>
          ) : (
            <div className="flex flex-wrap gap-2">
              <MessageLink recipient={{ id: user.id, name }} />
              {stats ? <FollowToggle userId={user.id} isFollowing={readStats(stats).isFollowing} /> : null}
              <BlockMuteMenu
                user={{ id: user.id, name, avatarUrl: user.profile_picture?.url }}
                triggerClassName="inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg border border-line-strong bg-raised text-fg hover:bg-sunken"
              />
            </div>
          )}
        </div>
        {user.bio ? <p className="whitespace-pre-wrap break-words text-fg">{user.bio}</p> : null}
        <StatsRow stats={stats} error={statsError} />
      </div>
    </Card>
  );
}

export function ProfileHeaderSkeleton() {
  return (
    <Card aria-busy="true" className="flex flex-col gap-4 p-4 sm:flex-row sm:p-6">
      <span className="sr-only">
        <Trans>Loading profile</Trans>
      </span>
      <Skeleton className="h-20 w-20 rounded-full sm:h-24 sm:w-24" />
      <div className="flex flex-1 flex-col gap-3">
        <Skeleton className="h-7 w-48" />
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-4 w-full" />
      </div>
    </Card>
  );
}
