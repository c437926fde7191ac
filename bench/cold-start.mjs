// Measures the server's cold start the way a newcomer gets it: `npm start` launches the server from
// a small process (scripts/start.mjs), so this small process launches it here, not the bench. The
// bench's own process holds seeds and an embedded database of its own; launching from it, the
// kernel copies its page tables into every child before the child runs a line, which a start from
// `npm start` does not pay (decision 0044).
//
// Usage: node bench/cold-start.mjs '<spec>', spec = { args, env, cwd, token, starts }. Starts the
// server `starts` times, one after another, each on the same data, and for each measures process
// start to a served feed page: /ready polled every 20 ms, then the feed (with the token) likewise.
// Each server is stopped (SIGTERM) and has exited before the next starts. Prints the times (ms) as
// JSON.
import { spawn } from 'node:child_process';
import net from 'node:net';

const POLL_MS = 20;
const TIMEOUT_MS = 180_000;
const spec = JSON.parse(process.argv[2]);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntil(url, headers, exited) {
  const deadline = Date.now() + TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited.code !== undefined) throw new Error(`the server exited with ${exited.code} before ${url} answered`);
    const ok = await fetch(url, { headers }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.ok;
      },
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`${url} did not answer in time`);
}

async function coldStart() {
  const port = await freePort();
  const server = `http://127.0.0.1:${port}`;
  const began = performance.now();
  const child = spawn(process.execPath, spec.args, {
    cwd: spec.cwd,
    env: { ...process.env, ...spec.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = {};
  const exit = new Promise((resolve) => child.once('exit', (code) => resolve((exited.code = code))));
  try {
    await waitUntil(`${server}/api/v1/ready`, {}, exited);
    await waitUntil(`${server}/api/v1/posts`, { authorization: `Bearer ${spec.token}` }, exited);
    return performance.now() - began;
  } finally {
    if (exited.code === undefined) child.kill('SIGTERM');
    await exit;
  }
}

const times = [];
for (let start = 0; start < spec.starts; start++) times.push(Math.round(await coldStart()));
process.stdout.write(JSON.stringify(times));
