import type SharpModule from 'sharp';

type Sharp = typeof SharpModule;

let loading: Promise<Sharp> | undefined;
let loaded: Sharp | undefined;

/**
 * sharp, loaded on the first image rather than when the server starts: loading its native
 * binding took 40 ms of a cold start that serves no image (decision 0036). The first upload
 * waits for it once.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // libvips keeps recent operations and their pixels (up to 50 MB) for reuse; uploads are never
    // processed twice, so that cache only held memory after a burst of photos (decision 0015).
    sharp.cache(false);
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
