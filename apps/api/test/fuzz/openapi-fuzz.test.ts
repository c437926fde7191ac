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
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/lib/passwords.js';
import { createSession } from '../../src/lib/sessions/sessions.js';
import { buildUser } from '../helpers/factories.js';
import { makeImage } from '../helpers/images.js';
import { injectMultipart } from '../helpers/multipart.js';
import { PARK_SLOPE } from '../helpers/posts.js';
import { createTestApp } from '../helpers/test-app.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const SEED = Number(process.env.FUZZ_SEED ?? 12);
/** How long a (non-event-stream) response may take to finish before the case fails. */
const RESPONSE_TIMEOUT_MS = 10_000;

// ---- The app, its OpenAPI document and some real data to aim at ----

// High rate limits: a 429 is no failure, but it would hide what the route itself does.
const ctx = await createTestApp(
  { RATE_LIMIT_PER_MINUTE: '10000000', AUTH_RATE_LIMIT_PER_MINUTE: '10000000' },
  { startJobs: false },
);
const { app } = ctx;
const db = app.database.db;
afterAll(async () => {
  await ctx?.close();
});

const PASSWORD = 'fuzz-horse-staple-42';
const passwordHash = await hashPassword(PASSWORD);
const area = {
  location_suburb: PARK_SLOPE.suburb,
  location_city: PARK_SLOPE.city,
  location_state: PARK_SLOPE.state,
  location_country: PARK_SLOPE.country,
};
const neighbourUser = await buildUser(db, { password_hash: passwordHash, ...area });
const otherUser = await buildUser(db, { password_hash: passwordHash, ...area });
const adminUser = await buildUser(db, { password_hash: passwordHash, role: 'admin', ...area });
const orgUser = await buildUser(db, { password_hash: passwordHash, account_type: 'organization' });
const orgRow = await db
  .insertInto('organizations')
  .values({ owner_id: orgUser.id, business_name: 'Fuzz Bakery', city: PARK_SLOPE.city })
  .returning('id')
  .executeTakeFirstOrThrow();

const seedHeaders = async (userId: string) => ({
  authorization: `Bearer ${await createSession(db, app.clock, userId)}`,
});
async function seed(method: 'POST' | 'PATCH', url: string, userId: string, payload: object): Promise<string> {
  const response = await app.inject({ method, url: `/api/v1${url}`, headers: await seedHeaders(userId), payload });
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
  return response.json().data.id as string;
}
const otherHeaders = await seedHeaders(otherUser.id);
const created = await injectMultipart(app, '/api/v1/posts/create-post', otherHeaders, { content: 'Fuzz post' });
const postId = created.json().data.id as string;
const commentId = await seed('POST', '/comments/create-comment', otherUser.id, { post_id: postId, content: 'Hi' });
const rentalId = await seed('POST', '/rentals/requests', otherUser.id, {
  itemName: 'Drill',
  description: 'A drill',
  duration: '2 days',
});
const keywordId = await seed('POST', '/rentals/keywords', neighbourUser.id, { keyword: 'drill' });
const listing = await injectMultipart(app, '/api/v1/organization/me/listings', await seedHeaders(orgUser.id), {
  title: 'Bread',
});
const listingId = listing.json().data.id as string;
const eventStart = new Date(Date.now() + 72 * 60 * 60 * 1000);
const eventId = await seed('POST', '/events', otherUser.id, {
  title: 'Fuzz fair',
  start: eventStart.toISOString(),
  end: new Date(eventStart.getTime() + 60 * 60 * 1000).toISOString(),
  place: { name: 'Park' },
  capacity: 2,
});
await app.inject({ method: 'POST', url: `/api/v1/users/${neighbourUser.id}/follow`, headers: otherHeaders });
const notification = await db.selectFrom('notifications').select('id').executeTakeFirst();

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const IDS = [
  postId,
  commentId,
  rentalId,
  keywordId,
  listingId,
  eventId,
  orgRow.id,
  neighbourUser.id,
  otherUser.id,
  orgUser.id,
  ...(notification ? [notification.id] : []),
  UNKNOWN_ID,
];
const EMAILS = [neighbourUser.email, otherUser.email, 'new-person@example.test'];

const documentResponse = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
const document = documentResponse.json() as OpenApiDocument;
const PNG = await makeImage('png', 8, 8);

// ---- The OpenAPI document, as much of it as this test reads ----

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method]! })),
);

// ---- Hostile values ----

const CONTROL = fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code));
/** Dates JavaScript accepts and PostgreSQL does not (or not as meant), then odd but valid ones. */
const BAD_DATES = [
  '-271821-04-20T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '0000-01-01T00:00:00.000Z',
  '2024-02-30T00:00:00.000Z',
];
const DATES = [
  ...BAD_DATES,
  '9999-12-31T23:59:59.999Z',
  '0001-01-01T00:00:00.000Z',
  '1970-01-01T00:00:00.000Z',
  'yesterday',
];
const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\t\n',
    'a\u0000b',
    '\u0000',
    '\u0007bell',
    '\u001b[31m',
    'lone \ud800 surrogate',
    '\udfff',
    '😀🏳️‍🌈',
    '\u202eevil',
    "'; DROP TABLE users; --",
    '%',
    '%00',
    '\\',
    '../../etc/passwd',
    '__proto__',
    'constructor',
    '1e309',
    '-1',
    '9'.repeat(40),
    'NaN',
    'Infinity',
    'null',
    'true',
    '{}',
    'not-a-uuid',
    UNKNOWN_ID,
    'ZZZZZZZZ-0000-4000-8000-000000000000',
    ...DATES,
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: fc.oneof(CONTROL, fc.constantFrom('a', 'é', '\ud800')), maxLength: 12 }),
  fc.constantFrom(1_000, 70_000).map((length) => 'x'.repeat(length)),
);
const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 1.5, -(2 ** 31), 2 ** 31, 2 ** 53 + 2, 2 ** 63, 1e21, 1e308, -1e308),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, Number.MAX_VALUE, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { $gt: '' }),
  fc.jsonValue({ maxDepth: 3 }),
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

const json = (payload: string, type = 'application/json') => ({ payload, contentType: type });
type Body = { payload?: string | Buffer; contentType?: string };

const MULTIPART_FIELDS = ['content', 'itemName', 'description', 'duration', 'title', 'price_cents', 'active'];
const FILE_FIELDS = ['media', 'image', 'photo', 'avatar', 'file'];

/** The malformed bodies of issue 12 item 2, and random bytes. */
const FORM = '--X\r\nContent-Disposition: form-data; name="content"\r\n\r\nhi\r\n--X--\r\n';
const malformedMultipart: fc.Arbitrary<Body> = fc.oneof(
  fc.constantFrom<Body>(
    { contentType: 'multipart/form-data; boundary=WRONG', payload: FORM },
    { contentType: 'multipart/form-data', payload: FORM },
    { contentType: 'multipart/form-data; boundary=X', payload: FORM.slice(0, FORM.indexOf('--X--')) },
    { contentType: 'multipart/form-data; boundary=X', payload: FORM.replaceAll('\r\n', '\n') },
    { contentType: 'multipart/form-data; boundary=X', payload: '' },
    { contentType: 'multipart/form-data; boundary=', payload: FORM },
    { contentType: 'multipart/form-data; boundary="X"; boundary=Y', payload: FORM },
  ),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => ({
    contentType: 'multipart/form-data; boundary=X',
    payload: Buffer.from(bytes),
  })),
  fc
    .nat({ max: FORM.length })
    .map((cut) => ({ contentType: 'multipart/form-data; boundary=X', payload: FORM.slice(0, cut) })),
);

/** Well-formed multipart with hostile field names, values and files. */
const wellFormedMultipart: fc.Arbitrary<Body> = fc
  .array(
    fc.oneof(
      fc.record({
        name: fc.oneof(
          fc.constantFrom(...MULTIPART_FIELDS),
          hostileString.filter((s) => s.length < 100),
        ),
        value: fc.oneof(fc.string({ maxLength: 50 }), hostileString, hostileNumber.map(String)),
      }),
      fc.record({
        name: fc.constantFrom(...FILE_FIELDS),
        filename: fc.constantFrom('a.png', '', '../../x.png', 'a\u0000.png', 'ü.jpg'),
        contentType: fc.constantFrom('image/png', 'image/jpeg', 'text/plain', 'application/octet-stream', ''),
        data: fc.oneof(
          fc.constant(PNG),
          fc.nat({ max: PNG.length }).map((cut) => PNG.subarray(0, cut)),
          fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
        ),
      }),
    ),
    { maxLength: 6 },
  )
  .map((parts) => {
    const chunks: Buffer[] = [];
    for (const part of parts) {
      const name = part.name.replaceAll('"', '').replace(/[\r\n]/g, '');
      let head = `--B0undary\r\nContent-Disposition: form-data; name="${name}"`;
      if ('filename' in part) head += `; filename="${part.filename}"\r\nContent-Type: ${part.contentType}`;
      chunks.push(
        Buffer.from(`${head}\r\n\r\n`),
        'data' in part ? part.data : Buffer.from(part.value),
        Buffer.from('\r\n'),
      );
    }
    chunks.push(Buffer.from('--B0undary--\r\n'));
    return { contentType: 'multipart/form-data; boundary=B0undary', payload: Buffer.concat(chunks) };
  });

const malformedJson: fc.Arbitrary<Body> = fc.oneof(
  fc
    .constantFrom('{', '{"a":', 'nul', '[1,2', '"\\u0000"', '{"a":"\\ud800"}', '\u0000', '', '   ', '{"a":1}}')
    .map((p) => json(p)),
  fc.constantFrom(10_000, 100_000).map((depth) => json('['.repeat(depth) + ']'.repeat(depth))),
  fc.constant(json(JSON.stringify({ content: 'x'.repeat(1_200_000) }))),
  fc.jsonValue().map((v) => json(JSON.stringify(v) ?? 'null')),
  fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'application/json; charset=utf-16',
        'application/*',
        'x',
      ),
      fc.string(),
    )
    .map(([type, text]) => json(text, type)),
);

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

const junkToken = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{0,140}$/).map((t) => `Bearer ${t}`),
  fc.constantFrom('Basic Zm9vOmJhcg==', 'Bearer', 'bearer    ', `Bearer ${'a'.repeat(5000)}`),
);

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
