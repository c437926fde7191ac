import { Limits, type Comment, type Location, type Post } from '@ourhood/contract';
import { api } from '../api-client';

/**
 * Which feed page to fetch. Our server also answers `metadata.next_cursor` (keyset paging): with
 * it the next page neither repeats nor skips posts when new ones arrive meanwhile. `page` alone
 * works with any server written against api-v1.md.
 */
export interface FeedPageParam {
  page: number;
  cursor?: string;
}

/** The post, comment and location calls of api-v1.md, typed with the contract's shapes. */
export const postsApi = {
  list: ({ page, cursor }: FeedPageParam, search?: string, signal?: AbortSignal) =>
    api<Post[]>('/posts', { query: { page, cursor, limit: Limits.feedPageSize, search }, signal }),
  get: (id: string, signal?: AbortSignal) => api<Post>(`/posts/${encodeURIComponent(id)}`, { signal }),
  create: (content: string, images: File[], signal?: AbortSignal) => {
    const form = new FormData();
    form.append('content', content);
    for (const image of images) form.append('media', image, image.name);
    return api<Post>('/posts/create-post', { method: 'POST', body: form, signal });
  },
  update: (id: string, content: string, signal?: AbortSignal) =>
    api<Post>(`/posts/${encodeURIComponent(id)}`, { method: 'PATCH', body: { content }, signal }),
  remove: (id: string) => api<unknown>(`/posts/${encodeURIComponent(id)}`, { method: 'DELETE' }),

  comments: (postId: string, signal?: AbortSignal) =>
    api<Comment[]>(`/comments/${encodeURIComponent(postId)}`, { signal }),
  addComment: (postId: string, content: string) =>
    api<Comment>('/comments/create-comment', { method: 'POST', body: { post_id: postId, content } }),
  updateComment: (id: string, content: string, signal?: AbortSignal) =>
    api<Comment>(`/comments/${encodeURIComponent(id)}`, { method: 'PATCH', body: { content }, signal }),
  removeComment: (id: string) => api<unknown>(`/comments/${encodeURIComponent(id)}`, { method: 'DELETE' }),

  updateLocation: (latitude: number, longitude: number) =>
    api<{ location: Location }>('/users/profile/update-location', {
      method: 'PATCH',
      body: { latitude, longitude },
    }),
};
