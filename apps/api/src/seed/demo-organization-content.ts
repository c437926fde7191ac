import { loadSharp } from '../lib/images/sharp-loader.js';
import type { OpeningHours } from '@ourhood/contract';
import type { DemoPicture } from './demo-pictures.js';

/** What a demo organization shows beyond its profile: hours, pictures, listings and who cares. */
export interface DemoOrganizationContent {
  openingHours: OpeningHours;
  logo: { background: string; foreground: string; initials: string };
  cover: DemoPicture;
  listings: { title: string; description: string; price_cents: number | null; interested: string[] }[];
}

const day = (open: string, close: string) => ({ closed: false, open, close });
const closed = { closed: true, open: '09:00', close: '17:00' };

/** Keyed by the organization account's e-mail (demo-data.ts). */
export const demoOrganizationContent: Record<string, DemoOrganizationContent> = {
  'hello@slopebakery.demo.ourhood.app': {
    openingHours: {
      monday: closed,
      tuesday: day('07:00', '18:00'),
      wednesday: day('07:00', '18:00'),
      thursday: day('07:00', '18:00'),
      friday: day('07:00', '19:00'),
      saturday: day('08:00', '19:00'),
      sunday: day('08:00', '14:00'),
      note: 'Closed on public holidays.',
    },
    logo: { background: '#b45309', foreground: '#fff7ed', initials: 'SB' },
    cover: { sky: ['#fde68a', '#fb923c'], sun: '#fff7ed', hills: ['#92400e', '#78350f'] },
    listings: [
      {
        title: 'Country sourdough loaf',
        description: 'Naturally leavened, baked every morning. Reserve yours before 10am.',
        price_cents: 850,
        interested: ['amara@demo.ourhood.app', 'diego@demo.ourhood.app'],
      },
      {
        title: 'Day-old bread for the community fridge',
        description: 'Whatever is left at closing goes free to the fridge on 7th Avenue.',
        price_cents: null,
        interested: ['priya@demo.ourhood.app'],
      },
      {
        title: 'Birthday cakes to order',
        description: 'Chocolate, lemon or carrot; 48 hours notice.',
        price_cents: 3200,
        interested: [],
      },
    ],
  },
  'info@gardens.demo.ourhood.app': {
    openingHours: {
      monday: closed,
      tuesday: closed,
      wednesday: day('17:00', '20:00'),
      thursday: closed,
      friday: closed,
      saturday: day('09:00', '13:00'),
      sunday: day('09:00', '13:00'),
      note: 'Open April to October; winter hours are posted on the gate.',
    },
    logo: { background: '#15803d', foreground: '#f0fdf4', initials: 'PG' },
    cover: { sky: ['#bae6fd', '#bbf7d0'], sun: '#fef9c3', hills: ['#16a34a', '#166534'] },
    listings: [
      {
        title: 'Saturday plant swap',
        description: 'Bring a cutting, take a cutting. Seedlings for anyone who asks.',
        price_cents: null,
        interested: ['mei@demo.ourhood.app', 'hannah@demo.ourhood.app'],
      },
      {
        title: 'Composting workshop',
        description: 'One hour, hands-on. Take home a starter bag of compost.',
        price_cents: 0,
        interested: ['samuel@demo.ourhood.app'],
      },
    ],
  },
  'desk@fixit.demo.ourhood.app': {
    openingHours: {
      monday: day('08:00', '18:00'),
      tuesday: day('08:00', '18:00'),
      wednesday: day('08:00', '18:00'),
      thursday: day('08:00', '18:00'),
      friday: day('08:00', '18:00'),
      saturday: day('09:00', '16:00'),
      sunday: closed,
      note: '',
    },
    logo: { background: '#1d4ed8', foreground: '#eff6ff', initials: 'FI' },
    cover: { sky: ['#c7d2fe', '#e0e7ff'], sun: '#fde047', hills: ['#475569', '#334155'] },
    listings: [
      {
        title: 'Tool rental: cordless drill',
        description: 'Per day, with two batteries and a bit set.',
        price_cents: 1200,
        interested: ['diego@demo.ourhood.app'],
      },
      {
        title: 'Keys cut while you wait',
        description: 'Most house and padlock keys.',
        price_cents: 400,
        interested: [],
      },
      {
        title: 'Free repair advice',
        description: 'Bring a photo of the problem; we will tell you what you need.',
        price_cents: null,
        interested: ['hannah@demo.ourhood.app'],
      },
    ],
  },
};

/** A square logo drawn at seed time: initials on a coloured disc. */
export async function renderDemoLogo(logo: DemoOrganizationContent['logo']): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
  <rect width="512" height="512" fill="${logo.foreground}"/>
  <circle cx="256" cy="256" r="240" fill="${logo.background}"/>
  <text x="256" y="300" font-family="sans-serif" font-size="150" font-weight="bold" text-anchor="middle"
    fill="${logo.foreground}">${logo.initials}</text>
</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png().toBuffer();
}
