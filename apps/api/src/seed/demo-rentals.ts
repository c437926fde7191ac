/** The demo rentals board: requests in every state, keywords, and the alerts they raised. */
export interface DemoRentalRequest {
  requester: string;
  itemName: string;
  description: string;
  duration: string;
  minutesAgo: number;
  /** Who agreed to lend it, and whether it has come back. */
  lender?: string;
  completed?: boolean;
}

export const demoRentalRequests: DemoRentalRequest[] = [
  {
    requester: 'samuel@demo.ourhood.app',
    itemName: 'Camping tent',
    description: 'A two-person tent for a weekend upstate. Will bring it back dry and clean!',
    duration: '3 days',
    minutesAgo: 4 * 24 * 60,
    lender: 'mei@demo.ourhood.app',
    completed: true,
  },
  {
    requester: 'hannah@demo.ourhood.app',
    itemName: 'Ladder',
    description: 'Need a ladder this weekend to clear the gutters before the rain.',
    duration: 'this weekend',
    minutesAgo: 300,
    lender: 'diego@demo.ourhood.app',
  },
  {
    requester: 'priya@demo.ourhood.app',
    itemName: 'Cordless drill',
    description: 'Putting up shelves on Saturday; a drill for an hour or two would be perfect.',
    duration: 'Saturday morning',
    minutesAgo: 90,
  },
  {
    requester: 'mei@demo.ourhood.app',
    itemName: 'Stand mixer',
    description: 'Baking for the school fair. Could I borrow a stand mixer for two days?',
    duration: '2 days',
    minutesAgo: 40,
  },
];

/** "Notify me when…" keywords per demo neighbour, oldest first. */
export const demoRentalKeywords: Record<string, string[]> = {
  'amara@demo.ourhood.app': ['camera', 'ladder', 'drill'],
  'diego@demo.ourhood.app': ['tent', 'mixer'],
  'samuel@demo.ourhood.app': ['projector'],
};
