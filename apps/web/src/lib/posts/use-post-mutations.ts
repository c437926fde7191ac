import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCancellableMutation } from '../use-cancellable-mutation';
import { postsApi, type NewPost } from './posts-api';
import { patchPost, prependPost } from './post-cache';
import { postKeys } from './post-keys';
import { firstStepsKey } from '../first-steps/first-steps-keys';
import { forgetPostedPhotos, readyUploadIds } from './use-photo-uploads';

/**
 * Creates a post (text, images, maybe a group); it goes to the top of its feeds, which then refresh,
 * and a neighbour's first steps tick "say hello" (issue 42). The images were uploaded as they were
 * chosen (use-photo-uploads.ts): the post waits for them to be ready and names them, sending no file.
 */
export function useCreatePost() {
  const client = useQueryClient();
  return useCancellableMutation({
    mutationFn: async (post: NewPost, signal) => {
      const upload_ids = post.images.length > 0 ? await readyUploadIds(client, post.images, signal) : undefined;
      return postsApi.create({ ...post, images: [], upload_ids }, signal);
    },
    onSuccess: ({ data }, post) => {
      // The post took the uploads: they are not deleted with the draft.
      forgetPostedPhotos(client, post.images);
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
