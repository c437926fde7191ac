import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Post } from '@ourhood/contract';
import { useNewPosts } from '../../lib/posts/new-posts-store';
import { postKeys } from '../../lib/posts/post-keys';
import { postsApi } from '../../lib/posts/posts-api';
import type { FeedData } from '../../lib/posts/post-cache';
import { toast } from '../ui/toast';
import { Plural, useLingui } from '@lingui/react/macro';

/** Where a post card was on screen before new posts went in above it, to put it back there. */
export interface ScrollAnchor {
  postId: string;
  top: number;
}

/** The first post card whose bottom is on screen (the one being read), and where it is. */
function visibleAnchor(list: HTMLElement | null): ScrollAnchor | null {
  if (!list || window.scrollY <= 0) return null;
  for (const item of list.querySelectorAll<HTMLElement>('[data-post-id]')) {
    const box = item.getBoundingClientRect();
    if (box.bottom > 0) return { postId: item.dataset.postId!, top: box.top };
  }
  return null;
}

/**
 * 'N new posts' over the home feed (issue 18, the live feed): the stream told of posts written
 * nearby; a press loads them and puts them at the top of the feed. Someone reading further down
 * stays where they were (`onAnchor`: the feed scrolls the card they were reading back into place);
 * at the top of the page, the new posts are simply there.
 */
export function NewPostsPill({
  list,
  onAnchor,
}: {
  list: HTMLElement | null;
  onAnchor: (anchor: ScrollAnchor | null) => void;
}) {
  const { t } = useLingui();
  const count = useNewPosts((state) => state.ids.length);
  const client = useQueryClient();
  const [loading, setLoading] = useState(false);
  if (count === 0) return null;

  const load = async () => {
    setLoading(true);
    const ids = useNewPosts.getState().take();
    try {
      const fetched = await Promise.all(
        ids.map((id) =>
          postsApi.get(id).then(
            ({ data }) => data,
            () => null,
          ),
        ),
      );
      const fresh = fetched
        .filter((post): post is Post => post !== null)
        .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
      if (fresh.length === 0) {
        toast(t`Those posts are no longer there`, { tone: 'info' });
        return;
      }
      onAnchor(visibleAnchor(list));
      client.setQueryData<FeedData>(postKeys.feed(''), (feed) => {
        if (!feed || feed.pages.length === 0) return feed;
        const shown = new Set(feed.pages.flatMap((page) => page.data.map((post) => post.id)));
        const [first, ...rest] = feed.pages;
        const added = fresh.filter((post) => !shown.has(post.id));
        return { ...feed, pages: [{ ...first!, data: [...added, ...first!.data] }, ...rest] };
      });
    } finally {
      setLoading(false);
    }
  };

  return (
    // No height of its own: showing or hiding it never moves the feed.
    <div className="sticky top-20 z-10 flex h-0 justify-center">
      <button
        type="button"
        onClick={() => void load()}
        disabled={loading}
        aria-busy={loading || undefined}
        className="inline-flex h-10 -translate-y-1/2 items-center gap-2 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white shadow-lg hover:bg-brand-800"
      >
        <span aria-hidden="true">↑</span>
        <Plural value={count} one="# new post" other="# new posts" />
      </button>
    </div>
  );
}
