import fs from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A small solid or noisy image of the given format, made by sharp so no binary fixtures ship. */
export async function makeImage(
  format: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif',
  width = 64,
  height = 48,
): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 30 } } });
  return image.toFormat(format).toBuffer();
}

/** A JPEG tagged with EXIF orientation 6 (rotate 90°), a camera make and GPS coordinates. */
export async function makeGpsTaggedJpeg(width = 80, height = 40): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 220 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'Spy 3000' },
      // GPS tags are binary; GPSMapDatum is text, so the raw bytes can be searched for it.
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '6/1 36/1 648/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '3/1 21/1 54/10',
        GPSMapDatum: 'WGS-84',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A two-frame animated GIF (red then blue), each frame width × height. */
export async function makeAnimatedGif(width = 30, height = 20): Promise<Buffer> {
  const frame = (r: number, b: number) =>
    sharp({ create: { width, height, channels: 3, background: { r, g: 0, b } } })
      .png()
      .toBuffer();
  return sharp([await frame(255, 0), await frame(0, 255)], { join: { animated: true } })
    .gif()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A tiny PNG whose header declares width × height pixels but whose data is a few bytes: what a
 * decompression bomb looks like to a header check. Decoding it would fail, so a "too large"
 * answer proves the limit was enforced before decoding.
 */
export function craftPngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Every file under a folder, recursively (relative paths). */
export async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}
