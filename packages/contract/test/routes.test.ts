import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Post, RentalRequest } from '../src/index.js';
import { apiRoutes, pathOf, type ApiBody, type ApiQuery, type ApiResponse, type PathParams } from '../src/routes.js';

describe('apiRoutes', () => {
  it('fills path templates, encoding each parameter', () => {
    expect(pathOf(apiRoutes.getUserStats, { id: 'a/b c' })).toBe('/users/a%2Fb%20c/stats');
    expect(pathOf(apiRoutes.listPostComments, { postId: 'p1' })).toBe('/comments/p1');
    expect(pathOf(apiRoutes.listPosts)).toBe('/posts');
    expect(pathOf({ method: 'GET', path: '/a/{x}/b/{y}' }, { x: '1', y: '2' })).toBe('/a/1/b/2');
  });

  it('refuses a missing parameter at run time as well as in the types', () => {
    // @ts-expect-error: the id is required
    expect(() => pathOf(apiRoutes.getPost)).toThrow(/id/);
    // @ts-expect-error: a wrong parameter name fails the typecheck
    expect(() => pathOf(apiRoutes.getPost, { postId: 'x' })).toThrow(/id/);
  });

  it('has one entry per method and path, each path absolute and without a trailing slash', () => {
    const keys = Object.values(apiRoutes).map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of Object.values(apiRoutes)) expect(route.path).toMatch(/^\/[^?#]*[^/]$/);
  });

  it('derives parameter, body, query and response types from the contract schemas', () => {
    expectTypeOf<PathParams<'/users/:id/follow'>>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<PathParams<'/a/{x}/b/:y'>>().toEqualTypeOf<{ x: string; y: string }>();
    expectTypeOf<keyof PathParams<'/posts'>>().toBeNever();
    expectTypeOf<ApiResponse<typeof apiRoutes.getPost>['data']>().toEqualTypeOf<Post>();
    expectTypeOf<ApiResponse<typeof apiRoutes.listRentalRequests>['data']>().toEqualTypeOf<RentalRequest[]>();
    expectTypeOf<ApiResponse<typeof apiRoutes.listPosts>['metadata']['next_cursor']>().toEqualTypeOf<string | null>();
    expectTypeOf<ApiBody<typeof apiRoutes.updatePost>>().toEqualTypeOf<{
      content: string;
      mention_ids?: string[] | undefined;
    }>();
    expectTypeOf<ApiBody<typeof apiRoutes.createPost>>().toEqualTypeOf<FormData>();
    expectTypeOf<ApiQuery<typeof apiRoutes.listPosts>>().toHaveProperty('cursor');
    expectTypeOf<ApiBody<typeof apiRoutes.getPost>>().toBeNever();
  });
});
