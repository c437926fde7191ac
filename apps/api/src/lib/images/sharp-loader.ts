import type SharpModule from 'sharp';

type Sharp = typeof SharpModule;

let loading: Promise<Sharp> | undefined;
let loaded: Sharp | undefined;

/**
 * sharp, loaded when first needed rather than at start: loading its native binding took 40 ms of
 * a cold start that serves no image (decision 0055). Uploads are encoded in the image process
 * (image-process.ts, decision 0056), which loads it there; the server itself loads it only to
 * draw the demo neighbourhood's pictures on a first start.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // libvips keeps recent operations and their pixels (up to 50 MB) for reuse; uploads are never
    // processed twice, so that cache only held memory after a burst of photos (decision 0015).
    sharp.cache(false);
    // One libvips thread per operation: a photo is encoded on one core, never on all of them at
    // once, so the server and the database keep the other core however many photos arrive
    // (decision 0090). A photo took as long alone (103 ms against 109 ms with a thread per core).
    sharp.concurrency(1);
    loaded = sharp;
    return sharp;
  });
  return loading;
}

/** sharp once loadSharp() has resolved; for the synchronous questions asked after that. */
export function loadedSharp(): Sharp {
  if (!loaded) throw new Error('sharp is used before loadSharp() resolved');
  return loaded;
}
