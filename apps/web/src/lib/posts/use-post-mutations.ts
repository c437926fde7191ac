import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCancellableMutation } from '../use-cancellable-mutation';
import { postsApi, type NewPost } from './posts-api';
import { patchPost, prependPost } from './post-cache';
import { postKeys } from './post-keys';
import { firstStepsKey } from '../first-steps/first-steps-keys';

/**
 * Creates a post (text, images, maybe a group); it goes to the top of its feeds, which then refresh,
 * and a neighbour's first steps tick "say hello" (issue 42).
 */
export function useCreatePost() {
  const client = useQueryClient();
  return useCancellableMutation({
    mutationFn: (post: NewPost, signal) => postsApi.create(post, signal),
    onSuccess: ({ data }) => {
      prependPost(client, data);
      void client.invalidateQueries({ queryKey: firstStepsKey });
    },
    onCancel: () => void client.invalidateQueries({ queryKey: postKeys.feeds }),
  });
}

/** Edits a post's text; the server's copy replaces the old one wherever it is shown. */
export function useUpdatePost() {
  const client = useQueryClient();
  return useCancellableMutation({
    mutationFn: ({ id, content }: { id: string; content: string }, signal) => postsApi.update(id, content, signal),
    onSuccess: ({ data }) => patchPost(client, data.id, () => data),
    onCancel: () => void client.invalidateQueries({ queryKey: ['posts'] }),
  });
}

/** Deletes a post; it leaves every feed, and its detail and comments are forgotten. */
export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => postsApi.remove(id),
    onSuccess: (_result, id) => {
      patchPost(client, id, () => null);
      client.removeQueries({ queryKey: postKeys.detail(id), exact: true });
      client.removeQueries({ queryKey: postKeys.comments(id), exact: true });
    },
  });
}
