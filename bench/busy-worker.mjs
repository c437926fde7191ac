// The busy neighbourhood's load (issue 40), in a process of its own so the load does not share the
// bench's event loop: `connections` loops, each sending one request at a time as a random
// neighbour. Reads are the first page of the feed and sometimes the next (by the cursor that
// neighbour last saw); a share of requests are writes of mixed kinds (comments, reactions, text
// posts, photo posts), or a steady writer adds `writerRate` writes a second beside the readers.
// Staleness: after a post's 201, a neighbour of the same suburb reads their first page until the
// post is there (a few such probes at a time, not counted as reads). Prints one JSON summary.
// Usage: node bench/busy-worker.mjs '<spec>' (see `spec` below).
import fs from 'node:fs';
import http from 'node:http';

const spec = JSON.parse(process.argv[2]);
/** @type {{ id: string, token: string, place: number }[]} */
const neighbours = spec.neighboursFile ? JSON.parse(fs.readFileSync(spec.neighboursFile, 'utf8')) : [];
const photo = spec.photoFile ? fs.readFileSync(spec.photoFile) : undefined;
const target = new URL(spec.server);
const agent = new http.Agent({ keepAlive: true, maxSockets: spec.connections + 8 });
const reactionKinds = ['like', 'love', 'haha', 'wow', 'thanks'];
const MAX_PROBES = 3;
const PROBE_EVERY_MS = 20;
const PROBE_GIVE_UP_MS = 10_000;
/** How often a composer asks whether its photo is ready. */
const PHOTO_POLL_MS = 200;

function request(method, path, { token, body, contentType } = {}) {
  return new Promise((resolve) => {
    const began = performance.now();
    const headers = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body) {
      headers['content-type'] = contentType ?? 'application/json';
      headers['content-length'] = Buffer.byteLength(body);
    }
    const req = http.request({ host: target.hostname, port: target.port, path, method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString(), ms: performance.now() - began }),
      );
    });
    req.on('error', (error) => resolve({ status: 0, text: String(error), ms: performance.now() - began }));
    if (body) req.write(body);
    req.end();
  });
}

function multipart(content, jpeg, fields = {}) {
  const boundary = `----busy${Math.random().toString(16).slice(2)}`;
  const field = (name, value) =>
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const parts = content === undefined ? [] : [field('content', content)];
  for (const [name, value] of Object.entries(fields)) parts.push(field(name, value));
  if (jpeg) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="media"; filename="photo.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
      ),
      jpeg,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
/** What each neighbour last saw of their feed: post ids of the first page, the next page's cursor. */
const seen = new Map();
const byPlace = new Map();
for (const neighbour of neighbours) {
  if (!byPlace.has(neighbour.place)) byPlace.set(neighbour.place, []);
  byPlace.get(neighbour.place).push(neighbour);
}

const stats = {
  reads: [],
  writes: [],
  writeKinds: {},
  writeTimes: {},
  errors: 0,
  firstErrors: [],
  stale: [],
  staleMissed: 0,
  photoReady: [],
};
let probes = 0;
let running = true;

function fail(what, answer) {
  stats.errors++;
  if (stats.firstErrors.length < 5) stats.firstErrors.push(`${what}: ${answer.status} ${answer.text.slice(0, 100)}`);
}

async function read(neighbour) {
  const last = seen.get(neighbour.id);
  const next = last?.cursor && Math.random() < spec.nextPageShare;
  const path = next ? `/api/v1/posts?cursor=${encodeURIComponent(last.cursor)}` : '/api/v1/posts';
  const answer = await request('GET', path, { token: neighbour.token });
  if (answer.status !== 200) return fail(`GET ${next ? 'next page' : 'feed'}`, answer);
  stats.reads.push(answer.ms);
  if (!next) {
    const body = JSON.parse(answer.text);
    seen.set(neighbour.id, { posts: body.data.map((post) => post.id), cursor: body.metadata.next_cursor });
  }
}

/** Reads a same-suburb neighbour's first page until the post is there; the time from the 201. */
async function probe(place, postId, answeredAt) {
  probes++;
  try {
    const reader = pick(byPlace.get(place));
    while (performance.now() - answeredAt < PROBE_GIVE_UP_MS) {
      const answer = await request('GET', '/api/v1/posts', { token: reader.token });
      if (answer.status === 200 && JSON.parse(answer.text).data.some((post) => post.id === postId)) {
        stats.stale.push(performance.now() - answeredAt);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
    stats.staleMissed++;
  } finally {
    probes--;
  }
}

async function write(neighbour) {
  const roll = Math.random();
  const posts = seen.get(neighbour.id)?.posts ?? [];
  let kind;
  let answer;
  if (roll < 0.4 && posts.length > 0) {
    kind = 'comment';
    const body = JSON.stringify({ post_id: pick(posts), content: 'Same here, thanks for letting us know.' });
    answer = await request('POST', '/api/v1/comments/create-comment', { token: neighbour.token, body });
  } else if (roll < 0.7 && posts.length > 0) {
    kind = 'reaction';
    const body = JSON.stringify({ kind: pick(reactionKinds) });
    answer = await request('PUT', `/api/v1/posts/${pick(posts)}/reactions`, { token: neighbour.token, body });
  } else {
    // photoShare of all writes are photo posts (default 5 %), made as the composer makes them.
    if (photo && roll > 1 - (spec.photoShare ?? 0.05)) return photoPost(neighbour);
    kind = 'post';
    answer = await post(neighbour, {});
  }
  counted(kind, answer);
}

/** A write's answer into the stats: its time by kind, or an error. */
function counted(kind, answer) {
  if (answer.status < 200 || answer.status > 202) {
    fail(`write ${kind}`, answer);
    return false;
  }
  stats.writes.push(answer.ms);
  stats.writeKinds[kind] = (stats.writeKinds[kind] ?? 0) + 1;
  (stats.writeTimes[kind] ??= []).push(answer.ms);
  return true;
}

/** A post (text fields only), probed for staleness from its answer. */
async function post(neighbour, fields) {
  const form = multipart(
    `Busy street ${Math.random().toString(36).slice(2, 8)}: anyone seen the fox?`,
    undefined,
    fields,
  );
  const answer = await request('POST', '/api/v1/posts/create-post', {
    token: neighbour.token,
    body: form.body,
    contentType: form.contentType,
  });
  if (answer.status === 201 && probes < MAX_PROBES && running) {
    void probe(neighbour.place, JSON.parse(answer.text).data.id, performance.now());
  }
  return answer;
}

/**
 * A photo post as the composer makes it (decision 0089): the photo is uploaded when chosen (a
 * write, answered before it is encoded), its state asked every PHOTO_POLL_MS while the neighbour
 * writes (neither a read nor a write of the mix: the time until it is ready is its own figure),
 * then the post names it. The connection waits meanwhile, as the person does.
 */
async function photoPost(neighbour) {
  const form = multipart(undefined, photo);
  const uploaded = await request('POST', '/api/v1/posts/photo-uploads', {
    token: neighbour.token,
    body: form.body,
    contentType: form.contentType,
  });
  if (!counted('photo upload', uploaded)) return;
  const id = JSON.parse(uploaded.text).data.id;
  const answeredAt = performance.now();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, PHOTO_POLL_MS));
    const answer = await request('GET', `/api/v1/posts/photo-uploads/${id}`, { token: neighbour.token });
    const state = answer.status === 200 ? JSON.parse(answer.text).data.state : 'unreadable';
    if (state === 'processing') continue;
    if (state !== 'ready') return fail('photo upload ready', answer);
    stats.photoReady.push(performance.now() - answeredAt);
    break;
  }
  counted('photo post', await post(neighbour, { upload_ids: id }));
}

async function bareLoop() {
  while (running) {
    const answer = await request('GET', '/baseline');
    if (answer.status !== 200) fail('baseline', answer);
    else stats.reads.push(answer.ms);
  }
}

async function mixedLoop() {
  while (running) {
    const neighbour = pick(neighbours);
    if (Math.random() < spec.writeShare) await write(neighbour);
    else await read(neighbour);
  }
}

/** Writes at a steady rate, whatever the readers do. */
async function steadyWriter() {
  const every = 1000 / spec.writerRate;
  let due = performance.now();
  while (running) {
    due += every;
    void write(pick(neighbours));
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

// Warm-up: every neighbour reads their first page once, as signed-in neighbours have (their
// sessions and cuts kept): the run measures a neighbourhood going about its day, not one waking up.
if (spec.mode !== 'bare') {
  for (let start = 0; start < neighbours.length; start += spec.connections) {
    await Promise.all(neighbours.slice(start, start + spec.connections).map((neighbour) => read(neighbour)));
  }
  stats.reads.length = 0;
  stats.errors = 0;
  stats.firstErrors.length = 0;
}
const began = performance.now();
const loops = Array.from({ length: spec.connections }, () => (spec.mode === 'bare' ? bareLoop() : mixedLoop()));
if (spec.writerRate > 0) loops.push(steadyWriter());
await new Promise((resolve) => setTimeout(resolve, spec.durationMs));
running = false;
await Promise.all(loops);
const seconds = (performance.now() - began) / 1000;
// Probes still out have a few seconds to finish.
const drainUntil = performance.now() + PROBE_GIVE_UP_MS;
while (probes > 0 && performance.now() < drainUntil) await new Promise((resolve) => setTimeout(resolve, 50));

const percentile = (values, p) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const summary = (values) => ({
  count: values.length,
  perSecond: values.length / seconds,
  p50: percentile(values, 50),
  p99: percentile(values, 99),
});
/** One percentile of each kind of write, ms. */
const perWriteKind = (p) =>
  Object.fromEntries(Object.entries(stats.writeTimes).map(([kind, times]) => [kind, Math.round(percentile(times, p))]));
process.stdout.write(
  JSON.stringify({
    seconds,
    reads: summary(stats.reads),
    writes: summary(stats.writes),
    writeKinds: stats.writeKinds,
    writeP50s: perWriteKind(50),
    // Each kind's tail apart.
    writeP99s: perWriteKind(99),
    errors: stats.errors,
    firstErrors: stats.firstErrors,
    stale: { ...summary(stats.stale), missed: stats.staleMissed },
    photoReady: summary(stats.photoReady),
    // This process's own CPU over its whole life, so the bench can say where the cores went.
    cpuSeconds: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
  }),
);
agent.destroy();
