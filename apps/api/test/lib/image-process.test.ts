import fs from 'node:fs';
import os from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../src/lib/app-error.js';
import { IMAGE_PROCESS_NICENESS, ImageProcess } from '../../src/lib/images/image-process.js';
import { makeImage } from '../helpers/images.js';

// Decision 0056: uploads are encoded in a process of its own, which ends when idle so the native
// memory of decoding goes back to the system.
const limits = { maxBytes: 5 * 1024 * 1024, maxPixels: 40_000_000 };
const sizes = { display: 1600, thumbnail: 400 };

describe('the image process', () => {
  const processes: ImageProcess[] = [];
  const start = (idleMs?: number) => {
    const process = new ImageProcess(idleMs);
    processes.push(process);
    return process;
  };
  afterEach(() => {
    for (const process of processes.splice(0)) process.stop();
  });

  it('encodes an upload into WebP display and thumbnail versions', async () => {
    const images = start();
    const encoded = await images.encode(await makeImage('jpeg', 2000, 1000), limits, sizes);
    expect(encoded.width).toBe(1600);
    expect(encoded.height).toBe(800);
    for (const file of [encoded.display, encoded.thumbnail]) {
      expect(Buffer.from(file.subarray(0, 4)).toString('latin1')).toBe('RIFF');
      expect(Buffer.from(file.subarray(8, 12)).toString('latin1')).toBe('WEBP');
    }
    expect(encoded.thumbnail.length).toBeLessThan(encoded.display.length);
  });

  it("answers an upload's own fault as the AppError it is, and keeps serving", async () => {
    const images = start();
    const refused = await images.encode(new TextEncoder().encode('not an image at all'), limits, sizes).catch((e) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(415);
    const tiny = { ...limits, maxPixels: 100 };
    const tooLarge = await images.encode(await makeImage('png', 20, 20), tiny, sizes).catch((e) => e);
    expect((tooLarge as AppError).statusCode).toBe(413);
    await expect(images.encode(await makeImage('png', 40, 30), limits, sizes)).resolves.toMatchObject({ width: 40 });
  });

  it('runs at a lower CPU priority than the server, every thread of it (decision 0092)', async () => {
    const images = start();
    images.prepare();
    const server = os.getPriority();
    const expected = Math.min(19, server + IMAGE_PROCESS_NICENESS);
    expect(os.getPriority(images.pid!)).toBe(expected);
    // A runner already at the lowest priority cannot go lower.
    if (server < 19) expect(expected).toBeGreaterThan(server);
    await expect(images.encode(await makeImage('png', 20, 10), limits, sizes)).resolves.toMatchObject({ width: 20 });
    // Linux keeps a niceness per thread: the libvips workers that encode must have it too.
    const tasks = `/proc/${images.pid}/task`;
    if (fs.existsSync(tasks)) {
      const niceness = fs.readdirSync(tasks).map((task) => os.getPriority(Number(task)));
      expect(niceness.length).toBeGreaterThan(1);
      expect(new Set(niceness)).toEqual(new Set([expected]));
    }
  });

  it('takes several uploads at once', async () => {
    const images = start();
    const uploads = await Promise.all([1, 2, 3, 4].map((n) => makeImage('jpeg', 100 * n, 50 * n)));
    const encoded = await Promise.all(uploads.map((bytes) => images.encode(bytes, limits, sizes)));
    expect(encoded.map((image) => image.width)).toEqual([100, 200, 300, 400]);
  });

  it('ends when idle, and the next upload starts it again', async () => {
    const images = start(50);
    await images.encode(await makeImage('png', 10, 10), limits, sizes);
    expect(images.running).toBe(true);
    await vi.waitFor(() => expect(images.running).toBe(false), { timeout: 10_000, interval: 20 });
    await expect(images.encode(await makeImage('png', 12, 10), limits, sizes)).resolves.toMatchObject({ width: 12 });
  });

  it('starts ahead of an upload, and ends when idle if none comes', async () => {
    const images = start(50);
    images.prepare();
    expect(images.running).toBe(true);
    await vi.waitFor(() => expect(images.running).toBe(false), { timeout: 10_000, interval: 20 });
    images.prepare();
    await expect(images.encode(await makeImage('png', 16, 10), limits, sizes)).resolves.toMatchObject({ width: 16 });
  });

  it('fails the uploads it held when it dies, and starts anew for the next', async () => {
    const images = start();
    await images.encode(await makeImage('png', 10, 10), limits, sizes);
    // Paused first, so the upload is surely handed to this process before it dies: killed while
    // the upload's file was still being written, it would rightly go to the next process instead.
    const pid = images.pid!;
    process.kill(pid, 'SIGSTOP');
    const held = images.encode(await makeImage('jpeg', 3000, 2000), limits, sizes);
    await vi.waitFor(() => expect(images.pending).toBe(1), { timeout: 10_000, interval: 5 });
    process.kill(pid, 'SIGKILL');
    await expect(held).rejects.toThrow(/image process stopped/);
    await expect(images.encode(await makeImage('png', 14, 10), limits, sizes)).resolves.toMatchObject({ width: 14 });
  });
});
