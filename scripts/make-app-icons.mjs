// Makes the installable app's PNG icons (manifest.webmanifest, apple-touch-icon) from the brand
// mark, apps/web/public/favicon.svg. The PNGs are committed; run this again after changing the mark:
//   node scripts/make-app-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../apps/web/public');
const mark = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const outDir = path.join(publicDir, 'icons');
fs.mkdirSync(outDir, { recursive: true });

// The mark's house path alone, white on the brand green: the maskable icon draws it inside the
// safe zone (the central 80% circle), on a full-bleed square the platform may crop to any shape.
const house = /<path [^>]*\/>/.exec(mark)?.[0];
const background = /<rect [^>]*fill="(#[0-9a-fA-F]{6})"/.exec(mark)?.[1];
if (!house || !background) throw new Error('favicon.svg: expected one <rect fill="#…"> and one <path>');

const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${background}"/>
  <g transform="translate(16 16) scale(0.9) translate(-16 -17)">${house}</g>
</svg>`;

const icons = [
  { file: 'icon-192.png', svg: mark, size: 192 },
  { file: 'icon-512.png', svg: mark, size: 512 },
  { file: 'icon-maskable-512.png', svg: maskable, size: 512 },
  { file: 'apple-touch-icon.png', svg: maskable, size: 180 },
];

for (const icon of icons) {
  await sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, icon.file));
  console.log(`apps/web/public/icons/${icon.file}`);
}
