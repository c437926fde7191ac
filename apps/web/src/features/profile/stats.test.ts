import { describe, expect, it } from 'vitest';
import type { UserStats } from '@ourhood/contract';
import { readStats, withFollow } from './stats';

const stats = (followers: number, isFollowing: boolean): UserStats => ({
  postsCount: 2,
  followersCount: followers,
  followingCount: 1,
  isFollowing,
  posts_count: 2,
  followers_count: followers,
  following_count: 1,
  is_following: isFollowing,
});

describe('withFollow', () => {
  it('adds one follower on follow and removes one on unfollow', () => {
    expect(readStats(withFollow(stats(3, false), true))).toEqual({
      posts: 2,
      followers: 4,
      following: 1,
      isFollowing: true,
    });
    expect(readStats(withFollow(stats(3, true), false)).followers).toBe(2);
  });

  it('never goes below zero', () => {
    expect(withFollow(stats(0, true), false).followersCount).toBe(0);
    expect(withFollow(stats(0, true), false).followers_count).toBe(0);
  });
});

describe('readStats', () => {
  it('reads the snake_case spelling when the camelCase one is missing', () => {
    expect(readStats({ posts_count: 5, followers_count: 6, following_count: 7, is_following: true })).toEqual({
      posts: 5,
      followers: 6,
      following: 7,
      isFollowing: true,
    });
  });
});
