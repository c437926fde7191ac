import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Post } from '@ourhood/contract';
import { patchPost, prependPost, type FeedData } from './post-cache';
import { postKeys } from './post-keys';

const post = (id: string, content = `post ${id}`): Post => ({
  _id: id,
  id,
  content,
  media: [],
  author: { _id: 'a', id: 'a', name: 'Nia Brooks', first_name: 'Nia', last_name: 'Brooks', profile_picture: null },
  location: { suburb: '', city: '', state: '', country: '' },
  comments_count: 0,
  comment_count: 0,
  reactions: { like: 0, love: 0, haha: 0, wow: 0, sad: 0, thanks: 0 },
  viewer_reaction: null,
  latest_comment: null,
  edited_at: null,
  mentions: [],
  group: null,
  organization: null,
  offer_ends_at: null,
  created_at: '2026-05-01T12:00:00.000Z',
  updated_at: '2026-05-01T12:00:00.000Z',
});

const page = (...posts: Post[]) => ({ message: 'Posts loaded', data: posts });

function clientWithFeed(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const feed: FeedData = {
    pages: [page(post('3'), post('2')), page(post('1'))],
    pageParams: [{ page: 1 }, { page: 2, cursor: 'c2' }],
  };
  client.setQueryData(postKeys.feed(''), feed);
  client.setQueryData(postKeys.feed('ladder'), { pages: [page(post('2'))], pageParams: [{ page: 1 }] });
  client.setQueryData(postKeys.detail('2'), post('2'));
  return client;
}

const ids = (client: QueryClient, search: string) =>
  client.getQueryData<FeedData>(postKeys.feed(search))!.pages.map((item) => item.data.map((entry) => entry.id));

describe('post cache', () => {
  it('replaces a post in every feed and in its detail', () => {
    const client = clientWithFeed();
    patchPost(client, '2', (current) => ({ ...current, content: 'edited' }));
    const home = client.getQueryData<FeedData>(postKeys.feed(''))!;
    expect(home.pages[0]!.data[1]!.content).toBe('edited');
    expect(client.getQueryData<FeedData>(postKeys.feed('ladder'))!.pages[0]!.data[0]!.content).toBe('edited');
    expect(client.getQueryData<Post>(postKeys.detail('2'))!.content).toBe('edited');
  });

  it('asks again for a feed whose fetch in flight predates the change, keeping the change meanwhile', async () => {
    const client = clientWithFeed();
    // A feed on screen refetches (asked before the reaction) and answers after it, without it.
    let answerOld: (value: FeedData['pages'][number]) => void = () => {};
    let asked = 0;
    const observer = new InfiniteQueryObserver(client, {
      queryKey: postKeys.feed('ladder'),
      queryFn: () => {
        asked += 1;
        return asked === 1
          ? new Promise<FeedData['pages'][number]>((resolve) => (answerOld = resolve))
          : Promise.resolve(page({ ...post('2'), viewer_reaction: 'love' }));
      },
      initialPageParam: { page: 1 },
      getNextPageParam: () => undefined,
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(asked).toBe(1));
    patchPost(client, '2', (current) => ({ ...current, viewer_reaction: 'love' }));
    answerOld(page(post('2')));
    await vi.waitFor(() => expect(asked).toBe(2));
    await vi.waitFor(() =>
      expect(client.getQueryData<FeedData>(postKeys.feed('ladder'))!.pages[0]!.data[0]!.viewer_reaction).toBe('love'),
    );
    unsubscribe();
  });

  it('removes a post from every feed', () => {
    const client = clientWithFeed();
    patchPost(client, '2', () => null);
    expect(ids(client, '')).toEqual([['3'], ['1']]);
    expect(ids(client, 'ladder')).toEqual([[]]);
  });

  it('puts a new post on top and cuts each feed back to page 1 (spec §4)', async () => {
    const client = clientWithFeed();
    await prependPost(client, post('4'));
    expect(ids(client, '')).toEqual([['4', '3', '2']]);
    expect(client.getQueryData<FeedData>(postKeys.feed(''))!.pageParams).toEqual([{ page: 1 }]);
    expect(client.getQueryData<Post>(postKeys.detail('4'))!.id).toBe('4');
    // Nothing observes the feeds here, so invalidation only marks them stale for the next visit.
    expect(client.getQueryState(postKeys.feed(''))!.isInvalidated).toBe(true);
  });

  it('puts a group post on top of its group feed only, never in a neighbourhood feed', async () => {
    const client = clientWithFeed();
    client.setQueryData(postKeys.groupFeed('g1'), { pages: [page(post('5'))], pageParams: [{ page: 1 }] });
    client.setQueryData(postKeys.groupFeed('g2'), { pages: [page(post('6'))], pageParams: [{ page: 1 }] });
    const groupPost = { ...post('7'), group: { id: 'g1', name: 'Garden club', visibility: 'private' as const } };
    await prependPost(client, groupPost);
    const groupIds = (groupId: string) =>
      client
        .getQueryData<FeedData>(postKeys.groupFeed(groupId))!
        .pages.map((item) => item.data.map((entry) => entry.id));
    expect(groupIds('g1')).toEqual([['7', '5']]);
    expect(groupIds('g2')).toEqual([['6']]);
    expect(ids(client, '')).toEqual([['3', '2'], ['1']]);
    expect(ids(client, 'ladder')).toEqual([['2']]);
  });

  it('puts a neighbourhood post in the home feeds, not in group feeds', async () => {
    const client = clientWithFeed();
    client.setQueryData(postKeys.groupFeed('g1'), { pages: [page(post('5'))], pageParams: [{ page: 1 }] });
    await prependPost(client, post('8'));
    expect(ids(client, '')[0]![0]).toBe('8');
    expect(client.getQueryData<FeedData>(postKeys.groupFeed('g1'))!.pages[0]!.data.map((entry) => entry.id)).toEqual([
      '5',
    ]);
  });
});
