/** Example posts shown on the landing page: static marketing content, not real data. */
export interface SamplePost {
  id: string;
  author: string;
  area: string;
  age: string;
  content: string;
  image?: { src: string; alt: string; width: number; height: number };
}

export const samplePosts: SamplePost[] = [
  {
    id: 'street-party',
    author: 'Amara Okafor',
    area: 'Park Slope',
    age: '2h ago',
    content:
      'The 7th Street block party is on for Saturday! Bring a dish to share — we will have tables out from noon.',
    image: {
      src: '/images/street-party.svg',
      alt: 'Illustration of a street with bunting, tables and neighbours gathering',
      width: 480,
      height: 270,
    },
  },
  {
    id: 'lost-cat',
    author: 'Daniel Reyes',
    area: 'Windsor Terrace',
    age: '5h ago',
    content:
      'Has anyone seen a grey tabby with a blue collar near Prospect Park West? Miso slipped out last night. Thank you!',
  },
  {
    id: 'garden',
    author: 'Slope Community Garden',
    area: 'Park Slope',
    age: '1d ago',
    content: 'Spring planting day this Sunday at 10am. Spare seedlings free to a good home, no experience needed.',
    image: {
      src: '/images/community-garden.svg',
      alt: 'Illustration of raised garden beds with seedlings and a watering can',
      width: 480,
      height: 270,
    },
  },
];
