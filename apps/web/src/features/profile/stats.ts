import type { UserStats } from '@ourhood/contract';

/** Spec §3: stats may come camelCase or snake_case; a missing count reads as 0. */
export function readStats(stats: Partial<UserStats> | undefined) {
  return {
    posts: stats?.postsCount ?? stats?.posts_count ?? 0,
    followers: stats?.followersCount ?? stats?.followers_count ?? 0,
    following: stats?.followingCount ?? stats?.following_count ?? 0,
    isFollowing: stats?.isFollowing ?? stats?.is_following ?? false,
  };
}

/** Spec §4: the optimistic follower count, +1 or −1 and never below 0, with both spellings kept equal. */
export function withFollow(stats: UserStats, follow: boolean): UserStats {
  const followers = Math.max(0, readStats(stats).followers + (follow ? 1 : -1));
  return {
    ...stats,
    followersCount: followers,
    followers_count: followers,
    isFollowing: follow,
    is_following: follow,
  };
}
