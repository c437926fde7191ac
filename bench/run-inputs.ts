// What the bench's writes send (bench/run.ts): multipart bodies and a 12-megapixel photo; and the
// percentile of a series of timings.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** A multipart body with one text field and optionally one JPEG, written to a file for the worker. */
export function multipartBody(content: string, jpeg?: Buffer): { file: string; contentType: string; size: number } {
  const boundary = `----ourhoodbench${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="content"\r\n\r\n${content}\r\n`),
  ];
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
  const body = Buffer.concat(parts);
  const file = path.join(os.tmpdir(), `ourhood-bench-body-${randomBytes(6).toString('hex')}`);
  fs.writeFileSync(file, body);
  return { file, contentType: `multipart/form-data; boundary=${boundary}`, size: body.length };
}

/** A 12-megapixel (4000×3000) photo-like JPEG: smooth gradients with grain, about 2–4 MB. */
export async function twelveMegapixelJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
      const grain = (seed >> 16) % 24;
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width / 1.2 + grain;
      pixels[at + 1] = (y * 255) / height / 1.2 + grain;
      pixels[at + 2] = ((x + y) * 255) / (width + height) / 1.2 + grain;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
