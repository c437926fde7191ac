/** The demo's groups (issue 15): one public, one private, each with members and a few posts. */
export interface DemoGroup {
  name: string;
  description: string;
  visibility: 'public' | 'private';
  owner: string;
  admins: string[];
  members: string[];
  /** Requests to join still waiting for the owner (private groups). */
  pending: string[];
  posts: { author: string; content: string; minutesAgo: number }[];
  minutesAgo: number;
}

export const demoGroups: DemoGroup[] = [
  {
    name: 'Park Slope Gardeners',
    description:
      'Seed swaps, spare seedlings, tool lending and the odd compost emergency. Everyone with a window box or a backyard is welcome.',
    visibility: 'public',
    owner: 'amara@demo.ourhood.app',
    admins: ['hannah@demo.ourhood.app'],
    members: ['mei@demo.ourhood.app', 'diego@demo.ourhood.app'],
    pending: [],
    posts: [
      {
        author: 'amara@demo.ourhood.app',
        content:
          'Seed library restock on Saturday morning at the 7th Street box: tomatoes, basil and three kinds of beans.',
        minutesAgo: 95,
      },
      {
        author: 'mei@demo.ourhood.app',
        content: 'Does anyone have a soil tester I could borrow for an afternoon? Our tomatoes look unhappy.',
        minutesAgo: 40,
      },
    ],
    minutesAgo: 14 * 24 * 60,
  },
  {
    name: '5th Avenue Building Parents',
    description: 'Parents in our building: school runs, hand-me-downs and babysitting swaps. Members only.',
    visibility: 'private',
    owner: 'hannah@demo.ourhood.app',
    admins: [],
    members: ['priya@demo.ourhood.app', 'amara@demo.ourhood.app'],
    pending: ['samuel@demo.ourhood.app'],
    posts: [
      {
        author: 'priya@demo.ourhood.app',
        content: 'Walking pool for PS 321 next week: I can take two more kids on Tuesday and Thursday.',
        minutesAgo: 180,
      },
    ],
    minutesAgo: 30 * 24 * 60,
  },
];
