import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Author, Comment, UserSelf } from '@ourhood/contract';
import { useCancellableMutation } from '../use-cancellable-mutation';
import { postsApi } from './posts-api';
import { patchPost } from './post-cache';
import { postKeys } from './post-keys';
import { noReactions } from './reactions';

/** The comments of a post, newest first (the server's order). */
export function useComments(postId: string) {
  return useQuery({
    queryKey: postKeys.comments(postId),
    queryFn: async ({ signal }) => (await postsApi.comments(postId, signal)).data,
  });
}

function authorOf(user: UserSelf | undefined): Author {
  return {
    _id: user?.id ?? '',
    id: user?.id ?? '',
    name: user?.name ?? '',
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    profile_picture: user?.profile_picture ?? null,
  };
}

const countBy = (client: ReturnType<typeof useQueryClient>, postId: string, delta: number) =>
  patchPost(client, postId, (post) => {
    const count = Math.max(0, post.comments_count + delta);
    return { ...post, comments_count: count, comment_count: count };
  });

/**
 * Spec §4, comment add: a temporary entry goes to the top at once and is replaced by the server's
 * comment; on failure it is removed again (the caller shows the error).
 */
export function useAddComment(postId: string, me: UserSelf | undefined) {
  const client = useQueryClient();
  const key = postKeys.comments(postId);
  return useMutation({
    mutationFn: ({ content, mentionIds }: { content: string; tempId: string; mentionIds?: string[] }) =>
      postsApi.addComment(postId, content, mentionIds),
    onMutate: async ({ content, tempId }) => {
      // A refetch landing now would overwrite the temporary entry with an older list.
      await client.cancelQueries({ queryKey: key });
      const now = new Date().toISOString();
      const temporary: Comment = {
        _id: tempId,
        id: tempId,
        post_id: postId,
        content,
        author: authorOf(me),
        created_at: now,
        updated_at: now,
        reactions: noReactions(),
        viewer_reaction: null,
        edited_at: null,
        mentions: [],
      };
      client.setQueryData<Comment[]>(key, (list) => [temporary, ...(list ?? [])]);
    },
    onSuccess: ({ data }, { tempId }) => {
      client.setQueryData<Comment[]>(key, (list) => (list ?? []).map((item) => (item.id === tempId ? data : item)));
      countBy(client, postId, 1);
      // The card shows the newest comment under the post.
      const { id, content, author, created_at } = data;
      patchPost(client, postId, (post) => ({ ...post, latest_comment: { id, content, author, created_at } }));
    },
    onError: (_error, { tempId }) => {
      client.setQueryData<Comment[]>(key, (list) => (list ?? []).filter((item) => item.id !== tempId));
    },
  });
}

/** Edits a comment; the server's copy replaces it in place. */
export function useUpdateComment(postId: string) {
  const client = useQueryClient();
  return useCancellableMutation({
    mutationFn: ({ id, content }: { id: string; content: string }, signal) =>
      postsApi.updateComment(id, content, signal),
    onCancel: () => void client.invalidateQueries({ queryKey: postKeys.comments(postId) }),
    onSuccess: ({ data }) =>
      client.setQueryData<Comment[]>(postKeys.comments(postId), (list) =>
        (list ?? []).map((item) => (item.id === data.id ? data : item)),
      ),
  });
}

/** Deletes a comment and takes it out of the list. */
export function useDeleteComment(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => postsApi.removeComment(id),
    onSuccess: (_result, id) => {
      client.setQueryData<Comment[]>(postKeys.comments(postId), (list) =>
        (list ?? []).filter((item) => item.id !== id),
      );
      countBy(client, postId, -1);
      patchPost(client, postId, (post) => (post.latest_comment?.id === id ? { ...post, latest_comment: null } : post));
    },
  });
}
