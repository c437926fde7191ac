import { Clock, Star } from 'lucide-react';
import { landingFeatures, type Feature } from './features';

/** Every feature, in order, for /features: the landing page's six and these. */
export const features: Feature[] = [
  ...landingFeatures,
  {
    id: 'reviews',
    title: 'Reviews and ratings',
    summary: 'Recommendations from neighbours you can put a name to.',
    icon: Star,
  },
  {
    id: 'calendar',
    title: 'Community calendar',
    summary: 'Bin days, council meetings and market days in one shared calendar.',
    icon: Clock,
  },
];

/** The longer description of each feature, shown on /features. */
export const featureDetails: Record<Feature['id'], string[]> = {
  feed: [
    'Posts reach neighbours in your area, newest first.',
    'Add up to four photos to a post; we strip their location data before anyone sees them.',
    'Comment, follow neighbours and find a post again from its own page.',
  ],
  groups: [
    'Start a group for a street, a building or a shared interest.',
    'Keep conversations focused without flooding the main feed.',
  ],
  discovery: [
    'Browse local businesses and organizations by name or keyword.',
    'Each organization has a profile with its contact details and address.',
  ],
  safety: [
    'Community alerts for your area appear next to your feed.',
    'Clear rules against profiling and rumours keep reports useful.',
  ],
  events: ['Post an event to your neighbourhood with a date, a place and a photo.', 'See what is on this week nearby.'],
  marketplace: [
    'Post a request with what you need and for how long.',
    'Set keywords such as “drill” or “tent” to hear when someone needs what you own.',
  ],
  reviews: [
    'Rate local businesses and services you have used.',
    'Organizations can answer and keep their profile current.',
  ],
  calendar: ['Organizations can publish recurring events.', 'Neighbours see what affects their street.'],
};
