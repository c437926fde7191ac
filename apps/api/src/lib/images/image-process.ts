import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_ROOT } from '../../paths.js';
import { AppError } from '../app-error.js';
import type { EncodedImage, ImageSizes } from './encode-image.js';
import type { ImageLimits } from './image-limits.js';
import type { EncodeReply, EncodeRequest } from './image-process-messages.js';

/** How long the image process waits for the next upload before it ends and its memory goes back. */
export const IMAGE_PROCESS_IDLE_MS = 10_000;

/**
 * How much lower the image process's CPU priority is than the server's (added to its niceness).
 * Encoding a photo is work nobody waits on at that moment (decision 0089: it starts while the
 * caption is typed), and on a busy machine it took a third of a core from the requests people do
 * wait on (decision 0092). Niced, it gets what the requests leave, and the whole machine when idle.
 */
export const IMAGE_PROCESS_NICENESS = 10;

/** The niceness Linux allows at most (the lowest priority). */
const LOWEST_PRIORITY = 19;

/** The process's file: built next to the bundle, or its TypeScript run through tsx (development, tests). */
function entry(): { file: string; execArgv: string[] } {
  const built = path.join(SERVER_ROOT, 'lib', 'images', 'image-process-entry.js');
  if (fs.existsSync(built)) return { file: built, execArgv: [] };
  const tsx = path.join(path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/loader.mjs');
  return {
    file: path.join(SERVER_ROOT, 'lib', 'images', 'image-process-entry.ts'),
    execArgv: ['--import', pathToFileURL(tsx).href],
  };
}

interface Waiting {
  /** The process the upload went to: only its end fails the upload. */
  child: ChildProcess;
  resolve: (image: EncodedImage) => void;
  reject: (error: Error) => void;
}

/**
 * Uploads are encoded in a process of their own (image-process-entry.ts, decision 0056). libvips
 * takes native memory for each 12-megapixel photo that the allocator keeps after the photo is
 * done: 20 photos left the server 50–90 MB larger for good, whatever malloc was told. This
 * process starts with the first upload, takes every upload while it lives (several at once), and
 * ends IMAGE_PROCESS_IDLE_MS after the last one, its memory with it. It holds the server open only
 * while an upload is being encoded. If it dies, the uploads it held fail (500) and the next upload
 * starts another.
 */
export class ImageProcess {
  #child: ChildProcess | undefined;
  readonly #waiting = new Map<number, Waiting>();
  #nextId = 1;
  #idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly idleMs = IMAGE_PROCESS_IDLE_MS) {}

  /** Whether the process is running now (tests). */
  get running(): boolean {
    return this.#child !== undefined;
  }

  /** How many uploads wait for an answer (tests). */
  get pending(): number {
    return this.#waiting.size;
  }

  /** The running process's id (tests). */
  get pid(): number | undefined {
    return this.#child?.pid;
  }

  /**
   * Starts the process ahead of an upload still arriving, so its start (Node, then sharp: 150 ms
   * and more) overlaps the upload instead of following it. Without an upload after it, it ends
   * when idle as usual.
   */
  prepare(): void {
    if (this.#child) return;
    this.#start();
    this.#idleWithoutUploads();
  }

  async encode(bytes: Uint8Array, limits: ImageLimits, sizes: ImageSizes): Promise<EncodedImage> {
    // Readable by this server's user only, under a name nobody can guess, removed once answered.
    const file = path.join(os.tmpdir(), `ourhood-upload-${randomUUID()}`);
    await writeFile(file, bytes, { mode: 0o600, flag: 'wx' });
    try {
      return await new Promise<EncodedImage>((resolve, reject) => {
        // Taken after the file is written, in one turn with the registration: an upload that
        // finished meanwhile must not let the idle timer stop the process this one goes to.
        clearTimeout(this.#idleTimer);
        const child = this.#child ?? this.#start();
        const id = this.#nextId++;
        this.#waiting.set(id, { child, resolve, reject });
        if (this.#waiting.size === 1) this.#hold(child, true);
        const request: EncodeRequest = { id, file, limits, sizes };
        child.send(request, (error) => {
          if (error) this.#finish(id, (waiting) => waiting.reject(error));
        });
      });
    } finally {
      await rm(file, { force: true });
    }
  }

  /** Ends the process now (a new one starts with the next upload). */
  stop(): void {
    clearTimeout(this.#idleTimer);
    const child = this.#child;
    this.#child = undefined;
    if (child?.connected) child.disconnect();
  }

  #start(): ChildProcess {
    const { file, execArgv } = entry();
    const child = fork(file, [], {
      execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    lowerPriority(child);
    child.on('message', (reply: EncodeReply) => this.#answer(reply));
    const gone = (reason: string) => {
      if (this.#child === child) this.#child = undefined;
      for (const [id, waiting] of [...this.#waiting]) {
        if (waiting.child !== child) continue;
        this.#finish(id, () => waiting.reject(new Error(`the image process stopped (${reason})`)));
      }
    };
    child.on('exit', (code, signal) => gone(signal ?? `exit code ${code}`));
    child.on('error', (error) => gone(error.message));
    this.#child = child;
    return child;
  }

  #answer(reply: EncodeReply): void {
    this.#finish(reply.id, (waiting) => {
      if ('image' in reply) waiting.resolve(reply.image);
      else if ('refused' in reply) {
        waiting.reject(new AppError(reply.refused.statusCode, reply.refused.message, reply.refused.code));
      } else waiting.reject(new Error(`encoding the image failed: ${reply.failed}`));
    });
  }

  #finish(id: number, settle: (waiting: Waiting) => void): void {
    const waiting = this.#waiting.get(id);
    if (!waiting) return;
    this.#waiting.delete(id);
    settle(waiting);
    if (this.#waiting.size === 0) this.#idleWithoutUploads();
  }

  /** Lets the process go (and not hold the server open) if no upload comes within idleMs. */
  #idleWithoutUploads(): void {
    if (!this.#child) return;
    this.#hold(this.#child, false);
    clearTimeout(this.#idleTimer);
    this.#idleTimer = setTimeout(() => this.stop(), this.idleMs);
    this.#idleTimer.unref();
  }

  /** Whether the child (and its IPC channel) keep the server's event loop alive. */
  #hold(child: ChildProcess, busy: boolean): void {
    if (busy) {
      child.ref();
      child.channel?.ref();
    } else {
      child.unref();
      child.channel?.unref();
    }
  }
}

/** Gives the image process less of the CPU than the server (IMAGE_PROCESS_NICENESS). */
function lowerPriority(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    os.setPriority(child.pid, Math.min(LOWEST_PRIORITY, os.getPriority() + IMAGE_PROCESS_NICENESS));
  } catch {
    // A system that refuses (or a process already gone) only leaves it at the server's priority.
  }
}

/** The server's image process (one per server process). */
export const imageProcess = new ImageProcess();
