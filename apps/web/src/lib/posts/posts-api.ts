import { Limits, type ReactionKind } from '@ourhood/contract';
import { apiRoutes } from '@ourhood/contract/routes';
import { call } from '../api-client';

/**
 * Which feed page to fetch. Our server also answers `metadata.next_cursor` (keyset paging): with
 * it the next page neither repeats nor skips posts when new ones arrive meanwhile. `page` alone
 * works with any server written against the API reference (docs/api.md).
 */
export interface FeedPageParam {
  page: number;
  cursor?: string;
}

/** A post to create: its text, photos and, for a group post, the group. */
export interface NewPost {
  content: string;
  images: File[];
  group_id?: string;
  /** People the text mentions ('@First Last'), chosen in the typeahead. */
  mention_ids?: string[];
  /** Photos uploaded ahead (use-photo-uploads.ts), ready, in the order shown. */
  upload_ids?: string[];
}

/** The post, comment and location calls, typed by the contract's route table. */
export const postsApi = {
  list: ({ page, cursor }: FeedPageParam, search?: string, signal?: AbortSignal) =>
    call(apiRoutes.listPosts, { query: { page, cursor, limit: Limits.feedPageSize, search }, signal }),
  /** A group's posts (404 for outsiders of a private group), newest first. */
  groupPosts: (groupId: string, { page, cursor }: FeedPageParam, signal?: AbortSignal) =>
    call(apiRoutes.listPosts, { query: { page, cursor, limit: Limits.feedPageSize, group_id: groupId }, signal }),
  get: (id: string, signal?: AbortSignal) => call(apiRoutes.getPost, { params: { id }, signal }),
  create: ({ content, images, group_id, mention_ids, upload_ids }: NewPost, signal?: AbortSignal) => {
    const form = new FormData();
    form.append('content', content);
    if (group_id) form.append('group_id', group_id);
    if (mention_ids?.length) form.append('mention_ids', mention_ids.join(','));
    if (upload_ids?.length) form.append('upload_ids', upload_ids.join(','));
    for (const image of images) form.append('media', image, image.name);
    return call(apiRoutes.createPost, { body: form, signal });
  },
  /** Sends one photo ahead of its post (202): it is prepared while the neighbour writes. */
  uploadPhoto: (file: File, signal?: AbortSignal) => {
    const form = new FormData();
    form.append('media', file, file.name);
    return call(apiRoutes.uploadPhoto, { body: form, signal });
  },
  photoUpload: (id: string, signal?: AbortSignal) => call(apiRoutes.getPhotoUpload, { params: { id }, signal }),
  removePhotoUpload: (id: string) => call(apiRoutes.deletePhotoUpload, { params: { id } }),
  update: (id: string, content: string, signal?: AbortSignal) =>
    call(apiRoutes.updatePost, { params: { id }, body: { content }, signal }),
  remove: (id: string) => call(apiRoutes.deletePost, { params: { id } }),

  comments: (postId: string, signal?: AbortSignal) => call(apiRoutes.listPostComments, { params: { postId }, signal }),
  addComment: (postId: string, content: string, mention_ids?: string[]) =>
    call(apiRoutes.createComment, {
      body: { post_id: postId, content, ...(mention_ids?.length ? { mention_ids } : {}) },
    }),
  updateComment: (id: string, content: string, signal?: AbortSignal) =>
    call(apiRoutes.updateComment, { params: { id }, body: { content }, signal }),
  removeComment: (id: string) => call(apiRoutes.deleteComment, { params: { id } }),

  react: (target: 'post' | 'comment', id: string, kind: ReactionKind | null) =>
    target === 'post'
      ? kind
        ? call(apiRoutes.reactToPost, { params: { id }, body: { kind } })
        : call(apiRoutes.unreactToPost, { params: { id } })
      : kind
        ? call(apiRoutes.reactToComment, { params: { id }, body: { kind } })
        : call(apiRoutes.unreactToComment, { params: { id } }),

  updateLocation: (latitude: number, longitude: number) =>
    call(apiRoutes.updateLocation, { body: { latitude, longitude } }),
};
