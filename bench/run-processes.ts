// The bench's processes (bench/run.ts): the servers it starts and stops, its helper scripts run in
// processes of their own, and what /proc tells of a process's memory and CPU (Linux).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children: ChildProcess[] = [];
const stopping = new Set<ChildProcess>();
let finished = false;

export function start(
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
): { child: ChildProcess; url: Promise<string> } {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const url = new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(ready);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => {
      if (!finished && !stopping.has(child)) reject(new Error(`${args.join(' ')} exited with ${code}`));
    });
  });
  return { child, url };
}

export function stop(child: ChildProcess): Promise<void> {
  stopping.add(child);
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function waitUntil(url: string, headers: Record<string, string> = {}, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url, { headers }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer in time`);
}

export interface Measurement {
  requests: number;
  reqs: number;
  shed: number;
  p50: number;
  p99: number;
  errors: number;
  statusCodes?: Record<string, number>;
}

/**
 * Runs one of the bench's helper scripts in a process of its own with a JSON spec as its argument,
 * and resolves with the JSON it prints.
 */
export function runHelper<Result>(script: string, spec: unknown): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, script), JSON.stringify(spec)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`${script} exited with ${code}`));
      resolve(JSON.parse(output) as Result);
    });
  });
}

/** At the end of the run: every process started is stopped, and none of their exits is an error. */
export async function stopAll(): Promise<void> {
  finished = true;
  await Promise.all(children.map((child) => stop(child)));
}

/**
 * Resident memory of the server and the processes it started (the image process while it lives,
 * decision 0056), in MB.
 */
export function rssMb(pid: number): number {
  let kb = 0;
  const pending = [pid];
  while (pending.length > 0) {
    const each = pending.pop()!;
    try {
      const status = fs.readFileSync(`/proc/${each}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      pending.push(...childProcesses(each));
    } catch {
      // Gone meanwhile (an image process that just ended).
    }
  }
  return kb / 1024;
}

/** The processes `pid` started that still run (Linux; none when /proc cannot tell). */
export function childProcesses(pid: number): number[] {
  try {
    const text = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return text ? text.split(/\s+/).map(Number) : [];
  } catch {
    return [];
  }
}

/** A /proc/<pid>/stat line's command and CPU seconds (utime + stime; the command may hold spaces and parentheses). */
export function parseProcessStat(text: string): { command: string; cpuSeconds: number } {
  const close = text.lastIndexOf(')');
  const fields = text
    .slice(close + 2)
    .trim()
    .split(' ');
  return {
    command: text.slice(text.indexOf('(') + 1, close),
    cpuSeconds: (Number(fields[11]) + Number(fields[12])) / 100,
  };
}

/** A process's command and CPU seconds (Linux), or undefined when it is gone or /proc is not there. */
export function processStat(pid: number): { command: string; cpuSeconds: number } | undefined {
  try {
    return parseProcessStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
}

/** CPU seconds a process has used (Linux). */
export function cpuSeconds(pid: number): number {
  const stat = processStat(pid);
  if (!stat) throw new Error(`no /proc/${pid}/stat`);
  return stat.cpuSeconds;
}

/** Busy share of the whole machine since `from` (Linux /proc/stat). */
export function machineTicks(): { busy: number; total: number } {
  const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
  const idle = cpu[3]! + cpu[4]!;
  const total = cpu.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}
