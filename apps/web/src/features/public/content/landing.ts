/** Spec §1: the landing page claims. */
export const communityStats = [
  { value: '50+', label: 'communities' },
  { value: '500+', label: 'active members' },
] as const;

/** Spec §1: onboarding in three steps. */
export const howItWorksSteps = [
  {
    title: 'Sign up',
    text: 'Create your account and verify your neighbourhood address, so everyone you meet really lives nearby.',
  },
  {
    title: 'Connect',
    text: 'Follow neighbours, join groups and discover the local businesses and organizations around you.',
  },
  {
    title: 'Engage',
    text: 'Post news, ask for help, lend a hand or a ladder, and show up for what happens on your street.',
  },
] as const;
