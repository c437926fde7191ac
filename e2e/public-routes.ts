/** Every public route and the h1 it must show: shared by the public and accessibility suites. */
export const publicPages = [
  { path: '/', heading: 'Your neighbourhood, connected.' },
  { path: '/features', heading: 'Features' },
  { path: '/about', heading: 'About Ourhood' },
  { path: '/contact', heading: 'Contact us' },
  { path: '/help', heading: 'Help Center' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/guidelines', heading: 'Community Guidelines' },
  { path: '/community-guidelines', heading: 'Community Guidelines' },
  { path: '/safety', heading: 'Safety' },
  { path: '/careers', heading: 'Careers' },
  { path: '/cookies', heading: 'Cookie Policy' },
  { path: '/loading', heading: 'Loading' },
  { path: '/no/such/page', heading: "We couldn't find that page" },
] as const;
