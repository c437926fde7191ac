import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../features/public/lazy-not-found-page';
import { PublicLayout } from '../features/public/layout/public-layout';
import { RequireAuth } from './lazy-require-auth';
import { RouteFallback } from './route-fallback';

/** Route-level code splitting: each screen is its own chunk, fetched on first visit. */
function page(load: () => Promise<{ default: ComponentType }>): ReactNode {
  const Component = lazy(load);
  return (
    <Suspense fallback={<RouteFallback />}>
      <Component />
    </Suspense>
  );
}

// Placeholder screens are fetched on demand too, so they cost the public website nothing.
const PendingPage = lazy(() => import('./pending-page').then((module) => ({ default: module.PendingPage })));
const pending = (title: string) => (
  <Suspense fallback={<RouteFallback />}>
    <PendingPage title={title} />
  </Suspense>
);

const profile = () => import('../features/profile/profile-page');
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

const authRoutes: RouteObject[] = [
  { path: '/signup', element: page(() => import('../features/auth/signup-page')) },
  { path: '/login', element: page(() => import('../features/auth/login-page')) },
  { path: '/verification', element: page(() => import('../features/auth/verification-page')) },
  { path: '/forgot-password', element: page(() => import('../features/auth/forgot-password-page')) },
  { path: '/reset-password', element: page(() => import('../features/auth/reset-password-page')) },
  { path: '/logout', element: <RequireAuth>{page(() => import('../features/auth/logout-page'))}</RequireAuth> },
  { path: '/settings', element: <Navigate to="/dashboard/settings" replace /> },
];

const dashboardRoutes: RouteObject = {
  path: '/dashboard',
  element: <RequireAuth>{page(() => import('../features/dashboard-shell/dashboard-shell'))}</RequireAuth>,
  children: [
    { index: true, element: page(() => import('../features/feed/home-page')) },
    { path: 'profile', element: page(profile) },
    { path: 'profile/:userId', element: page(profile) },
    { path: 'groups', element: page(() => import('../features/groups/groups-page')) },
    { path: 'invite', element: page(() => import('../features/invite/invite-page')) },
    { path: 'discover', element: pending('Discover Businesses & Organizations') },
    { path: 'discover/:id', element: pending('Organization') },
    { path: 'rentals', element: pending('Rentals') },
    { path: 'post/:postId', element: page(() => import('../features/post-detail/post-detail-page')) },
    { path: 'settings', element: page(() => import('../features/settings/settings-page')) },
    { path: 'business-profile', element: pending('Business Profile') },
    { path: 'listings', element: pending('Listings') },
    { path: 'customers', element: pending('Customers') },
    { path: 'notifications', element: pending('Notifications') },
    { path: '*', element: <NotFoundPage /> },
  ],
};

export const routes: RouteObject[] = [
  ...publicRoutes,
  // Every screen that talks to the API sits under a lazy layout that provides TanStack Query, so
  // the public website never downloads it.
  { element: page(() => import('./query-layout')), children: [...authRoutes, dashboardRoutes] },
  { path: '*', element: <NotFoundPage /> },
];
