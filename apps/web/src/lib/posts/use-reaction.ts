import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Comment, ReactionCounts, ReactionKind, ReactionSummary } from '@ourhood/contract';
import { refetchIfInFlight } from '../refetch-if-in-flight';
import { patchPost } from './post-cache';
import { postKeys } from './post-keys';
import { postsApi } from './posts-api';
import { withReaction } from './reactions';

/** A post or a comment, as far as reacting to it goes. */
export interface Reactable {
  target: 'post' | 'comment';
  id: string;
  /** The post a comment is on (its list is patched); a post's own id. */
  postId: string;
  reactions: ReactionCounts;
  viewer_reaction: ReactionKind | null;
}

/** Writes counts and the viewer's reaction into every loaded copy of the item. */
function write(client: QueryClient, item: Reactable, summary: ReactionSummary) {
  if (item.target === 'post') {
    patchPost(client, item.id, (post) => ({ ...post, ...summary }));
    return;
  }
  client.setQueryData<Comment[]>(postKeys.comments(item.postId), (list) =>
    list?.map((comment) => (comment.id === item.id ? { ...comment, ...summary } : comment)),
  );
  refetchIfInFlight(client, postKeys.comments(item.postId));
}

/**
 * Sets (a kind) or removes (null) the viewer's reaction (issue 18): the card changes at once
 * (optimistic), the server's counts replace the guess, and a failure puts back what was there.
 */
export function useReaction(item: Reactable) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (kind: ReactionKind | null) => postsApi.react(item.target, item.id, kind),
    onMutate: (kind) => {
      const before: ReactionSummary = { reactions: item.reactions, viewer_reaction: item.viewer_reaction };
      write(client, item, {
        reactions: withReaction(item.reactions, item.viewer_reaction, kind),
        viewer_reaction: kind,
      });
      return { before };
    },
    onSuccess: ({ data }) => write(client, item, data),
    onError: (_error, _kind, context) => {
      if (context) write(client, item, context.before);
    },
  });
}
