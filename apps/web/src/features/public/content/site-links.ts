import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Navigation of the public website: the header, the footer columns and the 404 page read these. */
export interface SiteLink {
  to: string;
  label: MessageDescriptor;
}

export const headerLinks: SiteLink[] = [
  { to: '/features', label: msg`Features` },
  { to: '/about', label: msg`About` },
  { to: '/help', label: msg`Help` },
];

export const footerColumns: { id: string; heading: MessageDescriptor; links: SiteLink[] }[] = [
  {
    id: 'product',
    heading: msg`Product`,
    links: [
      { to: '/features', label: msg`Features` },
      { to: '/safety', label: msg`Safety` },
      { to: '/guidelines', label: msg`Community Guidelines` },
    ],
  },
  {
    id: 'company',
    heading: msg`Company`,
    links: [
      { to: '/about', label: msg`About` },
      { to: '/careers', label: msg`Careers` },
      { to: '/contact', label: msg`Contact` },
    ],
  },
  {
    id: 'support',
    heading: msg`Support`,
    links: [
      { to: '/help', label: msg`Help Center` },
      { to: '/privacy', label: msg`Privacy Policy` },
      { to: '/terms', label: msg`Terms of Service` },
      { to: '/cookies', label: msg`Cookie Policy` },
    ],
  },
];
