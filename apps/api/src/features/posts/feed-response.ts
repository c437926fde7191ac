import type { FastifyReply } from 'fastify';
import { postFeedResponseSchema, postSchema, type FeedMetadata, type Post } from '@ourhood/contract';
import { compileJsonSerializer } from '../../plugins/response-serializer.js';

/** Where the posts go in the serialized envelope (fast-json-stringify writes an empty array so). */
const EMPTY_DATA = '"data":[]';
const COMMA = Buffer.from(',');

/**
 * The GET /posts answer as JSON (decision 0037), written by the serializers the route's schema
 * would compile (plugins/response-serializer.ts): the envelope with an empty list, then each post
 * in its place. A post shared by readers (frozen by feed-service: kept with its page, nothing of
 * any one reader's in it) is serialized once and its JSON reused for every reader until its page
 * is forgotten; a reader's own posts (their reaction, a preview they do not see) are written
 * afresh. With `verify` (development and tests) every post and the envelope are checked against
 * the contract's zod schemas, as every other answer is.
 */
export function createFeedResponseWriter(options: { verify: boolean }) {
  let serializers: { post: (post: unknown) => string; envelope: (envelope: unknown) => string } | undefined;
  const compile = () => {
    const route = { verify: options.verify, method: 'GET', url: '/api/v1/posts' };
    const post = compileJsonSerializer(postSchema, route);
    const envelope = compileJsonSerializer(postFeedResponseSchema, route);
    if (!post || !envelope) throw new Error('The feed schemas must compile to JSON Schema');
    return { post, envelope };
  };
  // UTF-8 bytes, not strings: a kept post is encoded once, and an answer is a copy of bytes.
  const keptJson = new WeakMap<Post, Buffer>();
  // A plain page's posts (a frozen array, the same for every reader with nothing of their own in it).
  const keptData = new WeakMap<readonly Post[], Buffer>();
  const dataOf = (posts: readonly Post[]): Buffer => {
    let data = keptData.get(posts);
    if (data) return data;
    const parts: Buffer[] = [];
    posts.forEach((post, index) => {
      let json = keptJson.get(post);
      if (json === undefined) {
        json = Buffer.from(serializers!.post(post));
        if (Object.isFrozen(post)) keptJson.set(post, json);
      }
      if (index > 0) parts.push(COMMA);
      parts.push(json);
    });
    data = Buffer.concat(parts);
    if (Object.isFrozen(posts)) keptData.set(posts, data);
    return data;
  };
  return (message: string, posts: readonly Post[], metadata: FeedMetadata): Buffer => {
    // Compiled on the first answer, as the route's own serializers are.
    serializers ??= compile();
    const envelope = serializers.envelope({ status: 'success', message, data: [], metadata });
    const at = envelope.indexOf(EMPTY_DATA);
    if (at < 0) throw new Error('The feed envelope has no empty data list');
    const open = at + EMPTY_DATA.length - 1;
    return Buffer.concat([Buffer.from(envelope.slice(0, open)), dataOf(posts), Buffer.from(envelope.slice(open))]);
  };
}

/** Sends JSON already written by a schema's serializer (Fastify sends bytes as they are). */
export function sendSerialized(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
