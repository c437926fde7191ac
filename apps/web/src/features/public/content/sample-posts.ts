import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Example posts shown on the landing page: static marketing content, not real data. */
export interface SamplePost {
  id: string;
  authorName: string;
  /** The neighbourhood the example is from: a place name. */
  placeName: string;
  age: MessageDescriptor;
  content: MessageDescriptor;
  image?: { src: string; alt: MessageDescriptor; width: number; height: number };
}

export const samplePosts: SamplePost[] = [
  {
    id: 'street-party',
    authorName: 'Amara Okafor',
    placeName: 'Park Slope',
    age: msg`2h ago`,
    content: msg`The 7th Street block party is on for Saturday! Bring a dish to share — we will have tables out from noon.`,
    image: {
      src: '/images/street-party.svg',
      alt: msg`Illustration of a street with bunting, tables and neighbours gathering`,
      width: 480,
      height: 270,
    },
  },
  {
    id: 'lost-cat',
    authorName: 'Daniel Reyes',
    placeName: 'Windsor Terrace',
    age: msg`5h ago`,
    content: msg`Has anyone seen a grey tabby with a blue collar near Prospect Park West? Miso slipped out last night. Thank you!`,
  },
  {
    id: 'garden',
    authorName: 'Slope Community Garden',
    placeName: 'Park Slope',
    age: msg`1d ago`,
    content: msg`Spring planting day this Sunday at 10am. Spare seedlings free to a good home, no experience needed.`,
    image: {
      src: '/images/community-garden.svg',
      alt: msg`Illustration of raised garden beds with seedlings and a watering can`,
      width: 480,
      height: 270,
    },
  },
];
