import { ArrowLeftRight, Calendar, House, Search, Shield, Users, type LucideIcon } from 'lucide-react';

export interface Feature {
  id: string;
  title: string;
  summary: string;
  icon: LucideIcon;
}

/**
 * What the product offers (spec §1): the six the landing page shows as cards. The other features
 * and the longer descriptions for /features live in feature-details.ts, so the landing page does
 * not download them.
 */
export const landingFeatures: Feature[] = [
  {
    id: 'feed',
    title: 'Neighbourhood feed',
    summary: 'News, questions and photos from the people who live around you — not from the whole internet.',
    icon: House,
  },
  {
    id: 'groups',
    title: 'Community groups',
    summary: 'Gardening clubs, school parents, dog walkers: small circles inside your neighbourhood.',
    icon: Users,
  },
  {
    id: 'discovery',
    title: 'Local discovery',
    summary: 'Find the bakery, the plumber and the food bank that are actually around the corner.',
    icon: Search,
  },
  {
    id: 'safety',
    title: 'Safety reports',
    summary: 'Share what matters — a lost pet, a water outage, a broken street light — quickly and calmly.',
    icon: Shield,
  },
  {
    id: 'events',
    title: 'Events',
    summary: 'Street parties, clean-ups and open studios, announced to the people who can walk there.',
    icon: Calendar,
  },
  {
    id: 'marketplace',
    title: 'Borrow, lend and swap',
    summary: 'Need a ladder for an afternoon? Ask the neighbours before you buy one.',
    icon: ArrowLeftRight,
  },
];
