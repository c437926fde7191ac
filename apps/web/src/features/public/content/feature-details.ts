import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Clock, Star } from 'lucide-react';
import { landingFeatures, type Feature } from './features';

/** Every feature, in order, for /features: the landing page's six and these. */
export const features: Feature[] = [
  ...landingFeatures,
  {
    id: 'reviews',
    title: msg`Reviews and ratings`,
    summary: msg`Recommendations from neighbours you can put a name to.`,
    icon: Star,
  },
  {
    id: 'calendar',
    title: msg`Community calendar`,
    summary: msg`Bin days, council meetings and market days in one shared calendar.`,
    icon: Clock,
  },
];

/** The longer description of each feature, shown on /features. */
export const featureDetails: Record<Feature['id'], MessageDescriptor[]> = {
  feed: [
    msg`Posts reach neighbours in your area, newest first.`,
    msg`Add up to four photos to a post; we strip their location data before anyone sees them.`,
    msg`Comment, follow neighbours and find a post again from its own page.`,
  ],
  groups: [
    msg`Start a group for a street, a building or a shared interest.`,
    msg`Keep conversations focused without flooding the main feed.`,
  ],
  discovery: [
    msg`Browse local businesses and organizations by name or keyword.`,
    msg`Each organization has a profile with its contact details and address.`,
  ],
  safety: [
    msg`Community alerts for your area appear next to your feed.`,
    msg`Clear rules against profiling and rumours keep reports useful.`,
  ],
  events: [
    msg`Post an event to your neighbourhood with a date, a place and a photo.`,
    msg`See what is on this week nearby.`,
  ],
  marketplace: [
    msg`Post a request with what you need and for how long.`,
    msg`Set keywords such as “drill” or “tent” to hear when someone needs what you own.`,
  ],
  reviews: [
    msg`Rate local businesses and services you have used.`,
    msg`Organizations can answer and keep their profile current.`,
  ],
  calendar: [msg`Organizations can publish recurring events.`, msg`Neighbours see what affects their street.`],
};
