import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataDirInUseError, lockDataDir } from '../../src/db/data-dir-lock.js';
import { API_ROOT, spawnTs, waitForExit, waitForOutput } from '../helpers/child-process.js';

// Each test starts Node processes through tsx: slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

const HOLDER = 'test/fixtures/lock-holder.ts';

const tempDirs: string[] = [];
const children: ChildProcess[] = [];
async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ourhood-lock-'));
  tempDirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(
    children.splice(0).map((child) => {
      const exited = waitForExit(child);
      child.kill('SIGKILL');
      return exited;
    }),
  );
  await Promise.all(tempDirs.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

function holder(dir: string): ChildProcess {
  const child = spawnTs(HOLDER, [dir], {});
  children.push(child);
  return child;
}

/** What a lock-holder said first: "locked as pid N" or "in use: <message>". */
async function outcome(child: ChildProcess): Promise<string> {
  const [line] = await waitForOutput(child, /^(?:locked as pid \d+|in use: .*)$/m);
  return line;
}

/**
 * The holder in a PID namespace of its own, as in a container: it is pid 1 there, and its
 * /proc shows none of the processes outside. `--kill-child` takes it down if unshare dies.
 */
function holderInNewPidNamespace(dir: string): ChildProcess {
  const child = spawn(
    'unshare',
    ['-pf', '--mount-proc', '--kill-child', process.execPath, '--import', 'tsx', path.join(API_ROOT, HOLDER), dir],
    { cwd: API_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  return child;
}

/** The pid (in this namespace) of the process unshare forked into the new one. */
async function forkedChildPid(unshare: ChildProcess): Promise<number> {
  const pid = unshare.pid!;
  const children = await fs.readFile(`/proc/${pid}/task/${pid}/children`, 'utf8');
  const [child] = children.trim().split(/\s+/).map(Number);
  if (!child) throw new Error(`unshare (pid ${pid}) has no child`);
  return child;
}

/** Whether this machine lets us make a PID namespace (root, or user namespaces allowed). */
function probeUnshare(): string | undefined {
  const probe = spawnSync('unshare', ['-pf', '--mount-proc', 'sh', '-c', 'test $$ -eq 1'], { encoding: 'utf8' });
  if (probe.error) return probe.error.message;
  if (probe.status !== 0) return probe.stderr.trim() || `exit ${probe.status}`;
  return undefined;
}
const unshareProblem = process.platform === 'linux' ? probeUnshare() : 'not Linux';
if (unshareProblem) {
  console.warn(`Skipping the PID namespace lock tests: unshare -pf --mount-proc fails here (${unshareProblem}).`);
}

describe('data directory lock, in one process', () => {
  it('refuses a second lock while the first is held, and allows it after the release', async () => {
    const dir = await tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(/already in use by another Ourhood process \(pid \d+ on /);
    release();
    release(); // a second call is harmless
    const again = lockDataDir(dir);
    again();
  });

  it('is not fooled by a lock file that names a live process but holds no lock', async () => {
    const dir = await tempDir();
    // What the pid-file lock left behind, naming a process that is alive (our parent).
    await fs.writeFile(path.join(dir, 'ourhood.lock'), String(process.ppid));
    const release = lockDataDir(dir);
    expect(await fs.readFile(path.join(dir, 'ourhood.lock'), 'utf8')).toBe(`pid ${process.pid} on ${os.hostname()}\n`);
    release();
  });
});

describe('data directory lock, across processes', () => {
  it('refuses a second process while another holds the lock', async () => {
    const dir = await tempDir();
    const first = holder(dir);
    const [, firstPid] = await waitForOutput(first, /locked as pid (\d+)/);
    const second = holder(dir);
    expect(await outcome(second)).toMatch(/^in use: /);
    expect((await waitForExit(second)).code).toBe(3);
    // The lock in this process too, and the message names the holder.
    expect(() => lockDataDir(dir)).toThrow(
      new RegExp(`already in use by another Ourhood process \\(pid ${firstPid} on `),
    );
  });

  it('is free again once the holder has been killed with SIGKILL', async () => {
    const dir = await tempDir();
    const first = holder(dir);
    await waitForOutput(first, /locked/);
    const exited = waitForExit(first);
    first.kill('SIGKILL');
    expect((await exited).signal).toBe('SIGKILL');
    expect(await outcome(holder(dir))).toMatch(/^locked/);
  });
});

describe.skipIf(unshareProblem)('data directory lock, across PID namespaces (containers on one volume)', () => {
  it('refuses a process in another PID namespace, where the holder is pid 1 too', async () => {
    const dir = await tempDir();
    // Both are pid 1 in their own namespaces, as two containers' servers are.
    expect(await outcome(holderInNewPidNamespace(dir))).toMatch(/^locked as pid 1$/);
    expect(await outcome(holderInNewPidNamespace(dir))).toMatch(/^in use: .*\(pid 1 on /);
    // And from this (the host's) namespace.
    expect(await outcome(holder(dir))).toMatch(/^in use: /);
  });

  it('is free again, in another namespace, once the holder has been killed with SIGKILL', async () => {
    const dir = await tempDir();
    const first = holderInNewPidNamespace(dir);
    await waitForOutput(first, /locked as pid 1\b/);
    const exited = waitForExit(first);
    // SIGKILL the holder itself (pid 1 inside); unshare exits once it has been reaped.
    process.kill(await forkedChildPid(first), 'SIGKILL');
    await exited;
    expect(await outcome(holderInNewPidNamespace(dir))).toMatch(/^locked as pid 1$/);
  });
});
