/**
 * Issue 12, "no 5xx on any input": a property-based fuzz test driven by the OpenAPI document, so
 * every route, including routes added later, is covered without editing this file.
 *
 * For each operation it generates requests from the operation's own parameters and body schema,
 * mixing plausible values with hostile ones (malformed JSON, wrong types, NUL and other control
 * characters, lone surrogates, huge strings and numbers, negative numbers, non-uuid and unknown
 * ids, bad cursors, out-of-range dates, malformed multipart), sends them with app.inject as a
 * visitor, a neighbour, an organization and an admin (a fresh session each time, so a fuzzed
 * logout cannot sign the rest out), and asserts that nothing answers 5xx and every error is the
 * error envelope.
 *
 * Seeded per operation (FUZZ_SEED, default 12) and bounded: FUZZ_RUNS cases per operation
 * (default 50). A failure prints the seed, path and counterexample to replay it; FUZZ_SHRINK=1
 * shrinks it first (slower). Runs on PGlite, or on PostgreSQL with TEST_DATABASE_URL.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSession } from '../../src/lib/sessions/sessions.js';
import { buildUser } from '../helpers/factories.js';
import {
  app,
  db,
  PASSWORD,
  passwordHash,
  area,
  neighbourUser,
  adminUser,
  orgUser,
  IDS,
  EMAILS,
  documentResponse,
  document,
} from './fuzz-world.js';
import { type JsonSchema, type Parameter, type Operation } from './fuzz-openapi.js';
import { BAD_DATES, DATES, hostileString, hostileNumber, hostileValue, junkToken } from './fuzz-hostile-values.js';
import { json, malformedMultipart, wellFormedMultipart, malformedJson, type Body } from './fuzz-bodies.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const SEED = Number(process.env.FUZZ_SEED ?? 12);
/** How long a (non-event-stream) response may take to finish before the case fails. */
const RESPONSE_TIMEOUT_MS = 10_000;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method]! })),
);

/** Feed-style cursors: base64url JSON with hostile segments, times and ids, and plain junk. */
const cursorText: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({
        s: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: -1, max: 11 }) }, { weight: 1, arbitrary: hostileValue }),
        t: fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...BAD_DATES) },
          { weight: 1, arbitrary: fc.constantFrom(...DATES) },
          { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()) },
          { weight: 1, arbitrary: hostileValue },
        ),
        i: fc.oneof(
          { weight: 4, arbitrary: fc.oneof(fc.constantFrom(...IDS), fc.uuid()) },
          { weight: 1, arbitrary: hostileValue },
        ),
      })
      .map((value) => Buffer.from(JSON.stringify(value)).toString('base64url')),
  },
  { weight: 1, arbitrary: hostileString },
);

/** Something the schema accepts, or near enough to reach the code behind validation. */
function plausible(schema: JsonSchema | undefined, depth = 0, strict = false): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.jsonValue({ maxDepth: 2 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => plausible(s, depth + 1, strict)));
  if (schema.allOf?.length) return plausible(schema.allOf[0], depth + 1, strict);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => plausible({ ...schema, type }, depth, strict)));
  const child = (s: JsonSchema | undefined) => (strict ? plausible(s, depth + 1, true) : value(s, depth + 1));
  switch (types[0]) {
    case 'object': {
      const properties = schema.properties ?? {};
      const shape = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, child(s)]));
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
    }
    case 'array':
      return fc.array(child(schema.items), { maxLength: 4 });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      if (strict && schema.pattern) return patterned(schema.pattern);
      return fc.oneof(
        // At most 40 characters beyond the minimum (a push key must have 80 or more).
        fc.string({
          minLength: schema.minLength ?? 0,
          maxLength: Math.min(schema.maxLength ?? Infinity, (schema.minLength ?? 0) + 40),
        }),
        fc.constantFrom(...IDS, ...EMAILS, PASSWORD, '123456', '09:00'),
        fc.uuid(),
        fc.emailAddress(),
      );
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Text matching a schema's pattern (e.g. an e-mail address), or any text when the pattern is exotic. */
function patterned(pattern: string): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern)).filter((text) => text.length <= 200);
  } catch {
    return fc.string();
  }
}

/** Characters slipped into otherwise valid text: NUL above all (PostgreSQL cannot store it). */
const SLIPPED = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('\u0000', '\u0000\u0000') },
  { weight: 1, arbitrary: fc.constantFrom('\u0001', '\u001f', '\u007f', '\ud800') },
);

/** A plausible value with, when it is text, a control character slipped in somewhere. */
function mutated(schema: JsonSchema | undefined, depth = 0, strict = false): fc.Arbitrary<unknown> {
  return plausible(schema, depth, strict).chain((v) =>
    typeof v === 'string'
      ? fc.tuple(fc.nat(v.length), SLIPPED).map(([at, c]) => v.slice(0, at) + c + v.slice(at))
      : fc.constant(v),
  );
}

/** A value for a field: plausible, plausible with a control character, or hostile. */
function value(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 2, arbitrary: plausible(schema, depth) },
    { weight: 2, arbitrary: mutated(schema, depth) },
    { weight: 1, arbitrary: hostileValue },
  );
}

const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/** Percent-encodes any string, lone surrogates included (as U+FFFD), like a browser would. */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

// ---- Requests ----

type Who = 'visitor' | 'neighbour' | 'organization' | 'admin' | 'junk-token';
interface FuzzRequest {
  who: Who;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const RAW_PATH_VALUES = ['%', '%zz', '%00', '..', '%2F', '%C0%AF', '%ff', '%E2%80%AE', 'a%20b'];
const pathValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...IDS).map(encode) },
  { weight: 1, arbitrary: fc.uuid().map(encode) },
  { weight: 2, arbitrary: hostileString.filter((s) => s.length < 5000).map(encode) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_PATH_VALUES) },
);

function queryString(parameters: Parameter[]): fc.Arbitrary<string> {
  const pieces = parameters.map((parameter) => {
    const text = /cursor/i.test(parameter.name)
      ? cursorText
      : fc.oneof(
          plausible(parameter.schema).map(asText),
          mutated(parameter.schema).map(asText),
          hostileString,
          hostileNumber.map(String),
        );
    const pair = fc
      .array(text, { minLength: 1, maxLength: 2 })
      .map((values) => values.map((v) => `${parameter.name}=${encode(v)}`).join('&'));
    return fc.option(pair, { freq: 3 });
  });
  const junk = fc.option(fc.constantFrom('&', '=', 'x', '%zz=1', 'a[b]=1', '__proto__[x]=1', '&&=&'), { freq: 4 });
  return fc
    .tuple(fc.tuple(...pieces), junk)
    .map(([values, extra]) => [...values, extra].filter((v): v is string => v !== null && v !== '').join('&'));
}

function body(operation: Operation): fc.Arbitrary<Body> {
  const content = operation.requestBody?.content ?? {};
  const options: fc.WeightedArbitrary<Body>[] = [
    { weight: 1, arbitrary: malformedJson },
    { weight: 1, arbitrary: malformedMultipart },
    { weight: 1, arbitrary: fc.constant({}) },
  ];
  const schema = content['application/json']?.schema;
  if (schema) options.push({ weight: 6, arbitrary: plausible(schema).map((v) => json(JSON.stringify(v) ?? 'null')) });
  if (content['multipart/form-data']) {
    options.push({ weight: 4, arbitrary: malformedMultipart }, { weight: 5, arbitrary: wellFormedMultipart });
  }
  return fc.oneof(...options);
}

/**
 * A valid request (real ids, plausible parameters and body, a signed-in caller) with exactly one
 * path parameter, query parameter or top-level body field made hostile: gets past validation of
 * everything else, so the bad value reaches the code (and the SQL) behind it.
 */
function oneBadRequest(path: string, operation: Operation): fc.Arbitrary<FuzzRequest> | undefined {
  const parameters = operation.parameters ?? [];
  const pathNames = parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const queryParameters = parameters.filter((p) => p.in === 'query');
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const bodyProperties = bodySchema?.properties ?? {};
  const targets = [
    ...pathNames.map((name) => ({ in: 'path', name, schema: { type: 'string' } as JsonSchema | undefined })),
    ...queryParameters.map((p) => ({ in: 'query', name: p.name, schema: p.schema })),
    ...Object.entries(bodyProperties).map(([name, schema]) => ({ in: 'body', name, schema })),
  ];
  if (targets.length === 0) return undefined;
  const bad = fc.nat(targets.length - 1).chain((index) => {
    const target = targets[index]!;
    const hostile = /cursor/i.test(target.name)
      ? cursorText
      : fc.oneof({ weight: 3, arbitrary: mutated(target.schema, 0, true) }, { weight: 1, arbitrary: hostileValue });
    return fc.tuple(fc.constant(target), hostile);
  });
  return fc
    .record({
      who: fc.constantFrom<Who>('neighbour', 'neighbour', 'organization', 'admin'),
      ids: fc.tuple(...pathNames.map(() => fc.constantFrom(...IDS))),
      query: fc.tuple(...queryParameters.map((p) => fc.option(plausible(p.schema, 0, true), { freq: 2 }))),
      body: bodySchema ? plausible(bodySchema, 0, true) : fc.constant(undefined),
      bad,
    })
    .map(({ who, ids, query, body, bad: [target, hostile] }): FuzzRequest => {
      let url = path;
      pathNames.forEach((name, index) => {
        const text = target.in === 'path' && target.name === name ? encode(asText(hostile)) : ids[index]!;
        url = url.replace(`{${name}}`, text);
      });
      const pairs = queryParameters.flatMap((p, index) => {
        const v = target.in === 'query' && target.name === p.name ? hostile : query[index];
        return v === null || v === undefined ? [] : [`${p.name}=${encode(asText(v))}`];
      });
      let payload: string | undefined;
      if (bodySchema) {
        const object = typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body } : {};
        if (target.in === 'body') (object as Record<string, unknown>)[target.name] = hostile;
        payload = JSON.stringify(object);
      }
      return {
        who,
        url: pairs.length ? `${url}?${pairs.join('&')}` : url,
        headers: payload === undefined ? {} : ({ 'content-type': 'application/json' } as Record<string, string>),
        payload,
      };
    });
}

function request(path: string, method: string, operation: Operation): fc.Arbitrary<FuzzRequest> {
  const wild = wildRequest(path, method, operation);
  const oneBad = oneBadRequest(path, operation);
  return oneBad ? fc.oneof(oneBad, wild) : wild;
}

/** Anything goes: every part of the request plausible, slightly off or hostile at once. */
function wildRequest(path: string, method: string, operation: Operation): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const pathNames = parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const pathValues = fc.tuple(...pathNames.map(() => pathValue));
  const query = queryString(parameters.filter((p) => p.in === 'query'));
  const sendsBody = method !== 'get' || operation.requestBody !== undefined;
  const who = fc.constantFrom<Who>('visitor', 'neighbour', 'neighbour', 'organization', 'admin', 'junk-token');
  return fc
    .record({
      who,
      token: junkToken,
      values: pathValues,
      query,
      body: sendsBody ? body(operation) : fc.constant<Body>({}),
    })
    .map(({ who, token, values, query, body }) => {
      let url = path;
      pathNames.forEach((name, index) => (url = url.replace(`{${name}}`, values[index]!)));
      const headers: Record<string, string> = {};
      if (body.contentType) headers['content-type'] = body.contentType;
      if (who === 'junk-token') headers.authorization = token;
      return { who, url: query ? `${url}?${query}` : url, headers, payload: body.payload };
    });
}

const USERS: Record<Exclude<Who, 'visitor' | 'junk-token'>, string> = {
  neighbour: neighbourUser.id,
  organization: orgUser.id,
  admin: adminUser.id,
};

/** The account of that kind; a fuzzed account deletion (the password is in the pool) gets a successor. */
async function principal(who: keyof typeof USERS): Promise<string> {
  const exists = await db.selectFrom('users').select('id').where('id', '=', USERS[who]).executeTakeFirst();
  if (exists) return USERS[who];
  const account_type = who === 'organization' ? 'organization' : 'user';
  const user = await buildUser(db, {
    password_hash: passwordHash,
    account_type,
    role: who === 'admin' ? 'admin' : 'member',
    ...area,
  });
  if (who === 'organization') {
    await db.insertInto('organizations').values({ owner_id: user.id, business_name: 'Fuzz Bakery II' }).execute();
  }
  USERS[who] = user.id;
  return user.id;
}

/** Sends a request and reads the whole response; an event stream is cut once its head arrived. */
async function send(method: string, fuzz: FuzzRequest) {
  const headers = { ...fuzz.headers };
  if (fuzz.who !== 'visitor' && fuzz.who !== 'junk-token') {
    // A fresh session per request: a fuzzed logout or revocation cannot sign later cases out.
    headers.authorization = `Bearer ${await createSession(db, app.clock, await principal(fuzz.who))}`;
  }
  const abort = new AbortController();
  const response = await app.inject({
    method: method.toUpperCase() as 'GET',
    url: fuzz.url,
    headers,
    ...(fuzz.payload !== undefined ? { payload: fuzz.payload } : {}),
    payloadAsStream: true,
    signal: abort.signal,
  });
  const chunks: Buffer[] = [];
  const stream = response.stream();
  if (String(response.headers['content-type']).startsWith('text/event-stream')) {
    // A live stream (the notifications route) never ends: its status is all there is to check.
    abort.abort();
    stream.on('error', () => {});
    return { statusCode: response.statusCode, headers: response.headers, body: '', complete: false };
  }
  const ended = new Promise<boolean>((resolve) => {
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(true));
    stream.on('error', () => resolve(false));
  });
  let timer: NodeJS.Timeout | undefined;
  const complete = await Promise.race([
    ended,
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), RESPONSE_TIMEOUT_MS))),
  ]);
  clearTimeout(timer);
  if (!complete) abort.abort();
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body: Buffer.concat(chunks).toString(),
    complete,
  };
}

function operationSeed(key: string): number {
  return SEED ^ createHash('sha256').update(key).digest().readInt32BE(0);
}

describe(`OpenAPI fuzz (${RUNS} cases per operation, seed ${SEED})`, () => {
  it('reads the OpenAPI document', () => {
    expect(documentResponse.statusCode).toBe(200);
    expect(operations.length).toBeGreaterThan(50);
    // The upload routes are documented as multipart, so they get the multipart cases.
    const multipart = operations.filter((o) => o.operation.requestBody?.content['multipart/form-data']);
    expect(multipart.length).toBeGreaterThanOrEqual(7);
  });

  it.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    '%s never answers 5xx',
    async (key, { path, method, operation }) => {
      await fc.assert(
        fc.asyncProperty(request(path, method, operation), async (fuzz) => {
          const response = await send(method, fuzz);
          const context = `${method.toUpperCase()} ${fuzz.url} as ${fuzz.who} → ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, context).toBeLessThan(500);
          if (response.headers['content-type']?.toString().startsWith('text/event-stream')) return;
          expect(response.complete, context).toBe(true);
          if (response.statusCode >= 400) {
            expect(String(response.headers['content-type']), context).toMatch(/^application\/json/);
            expect(JSON.parse(response.body), context).toMatchObject({ status: 'error', message: expect.any(String) });
          }
        }),
        { seed: operationSeed(key), numRuns: RUNS, endOnFailure: process.env.FUZZ_SHRINK !== '1' },
      );
    },
    Math.max(60_000, RUNS * 2_000),
  );
});
