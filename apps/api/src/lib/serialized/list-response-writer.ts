import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { compileJsonSerializer } from '../../plugins/response-serializer.js';

/** Where the items go in the serialized envelope (fast-json-stringify writes an empty array so). */
const EMPTY_DATA = '"data":[]';
const COMMA = Buffer.from(',');

export interface ListResponseSchemas {
  /** One item of `data`. */
  item: z.ZodType;
  /** The whole answer: the envelope with `data` a list of `item`. */
  envelope: z.ZodType;
  /** The route, for the error a `verify` failure names. */
  url: string;
}

/**
 * A list answer as JSON, written by the serializers the route's schema would compile
 * (plugins/response-serializer.ts): the envelope with an empty list, then each item in its place,
 * byte for byte what the route would write. An item shared by readers (frozen: kept by a shared
 * cache, nothing of any one reader's in it) is serialized once and its JSON reused for every
 * answer until it is forgotten; an item of one reader's is written afresh. A frozen list (a page
 * every reader shares) keeps its joined JSON too. With `verify` (development and tests) every
 * item and the envelope are checked against the contract's zod schemas, as every other answer is.
 * Used by the feed (decision 0037) and the map (decision 0082).
 */
export function createListResponseWriter<Item extends object>(
  schemas: ListResponseSchemas,
  options: { verify: boolean },
) {
  let serializers: { item: (item: unknown) => string; envelope: (envelope: unknown) => string } | undefined;
  const compile = () => {
    const route = { verify: options.verify, method: 'GET', url: schemas.url };
    const item = compileJsonSerializer(schemas.item, route);
    const envelope = compileJsonSerializer(schemas.envelope, route);
    if (!item || !envelope) throw new Error(`The schemas of ${schemas.url} must compile to JSON Schema`);
    return { item, envelope };
  };
  // UTF-8 bytes, not strings: a kept item is encoded once, and an answer is a copy of bytes.
  const keptJson = new WeakMap<Item, Buffer>();
  const keptData = new WeakMap<readonly Item[], Buffer>();
  const dataOf = (items: readonly Item[]): Buffer => {
    let data = keptData.get(items);
    if (data) return data;
    const parts: Buffer[] = [];
    items.forEach((item, index) => {
      let json = keptJson.get(item);
      if (json === undefined) {
        json = Buffer.from(serializers!.item(item));
        if (Object.isFrozen(item)) keptJson.set(item, json);
      }
      if (index > 0) parts.push(COMMA);
      parts.push(json);
    });
    data = Buffer.concat(parts);
    if (Object.isFrozen(items)) keptData.set(items, data);
    return data;
  };
  /** `envelope`: the answer with `data: []`; `items` are written into that list. */
  return (envelope: { data: readonly never[] } & Record<string, unknown>, items: readonly Item[]): Buffer => {
    // Compiled on the first answer, as the route's own serializers are.
    serializers ??= compile();
    const written = serializers.envelope(envelope);
    const at = written.indexOf(EMPTY_DATA);
    if (at < 0) throw new Error(`The envelope of ${schemas.url} has no empty data list`);
    const open = at + EMPTY_DATA.length - 1;
    return Buffer.concat([Buffer.from(written.slice(0, open)), dataOf(items), Buffer.from(written.slice(open))]);
  };
}

/** Sends JSON already written by a schema's serializer (Fastify sends bytes as they are). */
export function sendSerialized(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
