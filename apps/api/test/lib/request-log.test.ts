import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { accessLine } from '../../src/lib/request-log.js';

describe('the access line', () => {
  it('names the route pattern, status, duration and the signed-in user, nothing else', () => {
    const request = {
      method: 'PATCH',
      url: '/api/v1/posts/p-123?x=private',
      routeOptions: { url: '/api/v1/posts/:id' },
      user: { id: 'user-7', accountType: 'user' },
      headers: { authorization: 'Bearer abc' },
    } as unknown as FastifyRequest;
    const reply = { statusCode: 200 } as FastifyReply;
    expect(accessLine(request, reply, 12.345)).toEqual({
      method: 'PATCH',
      route: '/api/v1/posts/:id',
      status: 200,
      responseTime: 12.3,
      userId: 'user-7',
    });
    const unmatched = { method: 'GET', routeOptions: {}, user: undefined } as unknown as FastifyRequest;
    expect(accessLine(unmatched, { statusCode: 404 } as FastifyReply, 1)).toMatchObject({
      route: 'unmatched',
      userId: undefined,
    });
  });
});
