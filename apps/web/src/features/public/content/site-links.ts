/** Navigation of the public website: the header, the footer columns and the 404 page read these. */
export interface SiteLink {
  to: string;
  label: string;
}

export const headerLinks: SiteLink[] = [
  { to: '/features', label: 'Features' },
  { to: '/about', label: 'About' },
  { to: '/help', label: 'Help' },
];

export const footerColumns: { heading: string; links: SiteLink[] }[] = [
  {
    heading: 'Product',
    links: [
      { to: '/features', label: 'Features' },
      { to: '/safety', label: 'Safety' },
      { to: '/guidelines', label: 'Community Guidelines' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/careers', label: 'Careers' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    heading: 'Support',
    links: [
      { to: '/help', label: 'Help Center' },
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
      { to: '/cookies', label: 'Cookie Policy' },
    ],
  },
];
