import type { RouteObject } from 'react-router';
import { PublicLayout } from '../features/public/layout/public-layout';
import { page } from './lazy-page';

const guidelines = () => import('../features/public/pages/guidelines-page');

/** The public website: one shared layout (skip link, header, footer), each page its own chunk. */
const publicRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: '/', element: page(() => import('../features/public/landing/landing-page')) },
      { path: '/features', element: page(() => import('../features/public/pages/features-page')) },
      { path: '/about', element: page(() => import('../features/public/pages/about-page')) },
      { path: '/contact', element: page(() => import('../features/public/pages/contact-page')) },
      { path: '/help', element: page(() => import('../features/public/pages/help-page')) },
      { path: '/privacy', element: page(() => import('../features/public/pages/privacy-page')) },
      { path: '/terms', element: page(() => import('../features/public/pages/terms-page')) },
      { path: '/guidelines', element: page(guidelines) },
      // Spec §2: the guidelines are "also seen as" this address, so it shows them without a redirect.
      { path: '/community-guidelines', element: page(guidelines) },
      { path: '/safety', element: page(() => import('../features/public/pages/safety-page')) },
      { path: '/careers', element: page(() => import('../features/public/pages/careers-page')) },
      { path: '/cookies', element: page(() => import('../features/public/pages/cookies-page')) },
    ],
  },
  { path: '/loading', element: page(() => import('../features/public/loading-page')) },
];

export const routes: RouteObject[] = [
  ...publicRoutes,
  // Everything else (sign-in screens, the dashboard and the 404 page) has its route table in a lazy
  // chunk, so every new screen leaves the public website's entry chunk as it is.
  { path: '*', element: page(() => import('./app-routes')) },
];
