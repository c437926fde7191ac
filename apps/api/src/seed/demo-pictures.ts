import { loadSharp } from '../lib/images/sharp-loader.js';

/** A landscape drawn at seed time (no binary ships with the app): sky gradient, sun and hills. */
export interface DemoPicture {
  sky: [string, string];
  sun: string;
  hills: [string, string];
}

const WIDTH = 1200;
const HEIGHT = 800;

/**
 * Renders a demo picture as a JPEG, which the seed then sends through the real upload pipeline
 * (processImage), so demo media are stored exactly like uploaded ones.
 */
export async function renderDemoPicture(picture: DemoPicture): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${picture.sky[0]}"/><stop offset="1" stop-color="${picture.sky[1]}"/>
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <circle cx="860" cy="300" r="110" fill="${picture.sun}" opacity="0.9"/>
  <path d="M0 560 Q 300 420 600 540 T 1200 500 V 800 H 0 Z" fill="${picture.hills[0]}"/>
  <path d="M0 660 Q 400 560 800 650 T 1200 630 V 800 H 0 Z" fill="${picture.hills[1]}"/>
</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
