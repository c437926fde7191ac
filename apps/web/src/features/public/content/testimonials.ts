import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Testimonials on the landing page (spec §1: static marketing content, rated 5 stars). */
export interface Testimonial {
  id: string;
  name: string;
  role: MessageDescriptor;
  quote: MessageDescriptor;
  rating: 5;
}

export const testimonials: Testimonial[] = [
  {
    id: 'priya',
    name: 'Priya Shah',
    role: msg`Neighbour, Park Slope`,
    quote: msg`I moved here knowing nobody. Three months later I know half my street and borrowed a drill twice.`,
    rating: 5,
  },
  {
    id: 'marcus',
    name: 'Marcus Bell',
    role: msg`Owner, Slope Bakery`,
    quote: msg`Our weekend specials reach the people who can actually walk over for them. Saturdays sell out now.`,
    rating: 5,
  },
  {
    id: 'elena',
    name: 'Elena García',
    role: msg`Tenant association, Kensington`,
    quote: msg`When the heating failed in our building we organised the whole repair through one post.`,
    rating: 5,
  },
  {
    id: 'tom',
    name: 'Tom Nguyen',
    role: msg`Neighbour, Windsor Terrace`,
    quote: msg`Found our lost dog in forty minutes. Somebody two blocks away recognised her from the photo.`,
    rating: 5,
  },
  {
    id: 'grace',
    name: 'Grace Adeyemi',
    role: msg`Volunteer, Prospect Food Pantry`,
    quote: msg`We filled every volunteer shift for the holiday drive in a single afternoon.`,
    rating: 5,
  },
];
