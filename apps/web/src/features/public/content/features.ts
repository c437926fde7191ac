import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ArrowLeftRight, Calendar, House, Search, Shield, Users, type LucideIcon } from 'lucide-react';

export interface Feature {
  id: string;
  title: MessageDescriptor;
  summary: MessageDescriptor;
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
    title: msg`Neighbourhood feed`,
    summary: msg`News, questions and photos from the people who live around you — not from the whole internet.`,
    icon: House,
  },
  {
    id: 'groups',
    title: msg`Community groups`,
    summary: msg`Gardening clubs, school parents, dog walkers: small circles inside your neighbourhood.`,
    icon: Users,
  },
  {
    id: 'discovery',
    title: msg`Local discovery`,
    summary: msg`Find the bakery, the plumber and the food bank that are actually around the corner.`,
    icon: Search,
  },
  {
    id: 'safety',
    title: msg`Safety reports`,
    summary: msg`Share what matters — a lost pet, a water outage, a broken street light — quickly and calmly.`,
    icon: Shield,
  },
  {
    id: 'events',
    title: msg`Events`,
    summary: msg`Street parties, clean-ups and open studios, announced to the people who can walk there.`,
    icon: Calendar,
  },
  {
    id: 'marketplace',
    title: msg`Borrow, lend and swap`,
    summary: msg`Need a ladder for an afternoon? Ask the neighbours before you buy one.`,
    icon: ArrowLeftRight,
  },
];
