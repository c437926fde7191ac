import type { IconName } from '../components/icon';

export interface Feature {
  id: string;
  title: string;
  summary: string;
  icon: IconName;
}

/**
 * What the product offers (spec §1). The landing page shows the first six as cards; the longer
 * descriptions for /features live in feature-details.ts so the landing page does not download them.
 */
export const features: Feature[] = [
  {
    id: 'feed',
    title: 'Neighbourhood feed',
    summary: 'News, questions and photos from the people who live around you — not from the whole internet.',
    icon: 'home',
  },
  {
    id: 'groups',
    title: 'Community groups',
    summary: 'Gardening clubs, school parents, dog walkers: small circles inside your neighbourhood.',
    icon: 'users',
  },
  {
    id: 'discovery',
    title: 'Local discovery',
    summary: 'Find the bakery, the plumber and the food bank that are actually around the corner.',
    icon: 'search',
  },
  {
    id: 'safety',
    title: 'Safety reports',
    summary: 'Share what matters — a lost pet, a water outage, a broken street light — quickly and calmly.',
    icon: 'shield',
  },
  {
    id: 'events',
    title: 'Events',
    summary: 'Street parties, clean-ups and open studios, announced to the people who can walk there.',
    icon: 'calendar',
  },
  {
    id: 'marketplace',
    title: 'Borrow, lend and swap',
    summary: 'Need a ladder for an afternoon? Ask the neighbours before you buy one.',
    icon: 'swap',
  },
  {
    id: 'reviews',
    title: 'Reviews and ratings',
    summary: 'Recommendations from neighbours you can put a name to.',
    icon: 'star',
  },
  {
    id: 'calendar',
    title: 'Community calendar',
    summary: 'Bin days, council meetings and market days in one shared calendar.',
    icon: 'clock',
  },
];
