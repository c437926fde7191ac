import type { ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { Toaster } from '../components/ui/toast';
import { NotFoundPage } from '../features/public/lazy-not-found-page';
import { DashboardHome } from './dashboard-home';
import { page } from './lazy-page';
import { RequireAuth } from './lazy-require-auth';

const profile = () => import('../features/profile/profile-page');
const eventForm = () => import('../features/events/event-form-page');
const messages = () => import('../features/messages/messages-page');

// Organization-only and neighbour-only pages: the other account type is sent to /dashboard.
const orgOnly = (element: ReactNode) => <RequireAuth allowedTypes={['organization']}>{element}</RequireAuth>;
const neighbourOnly = (element: ReactNode) => <RequireAuth allowedTypes={['neighbour']}>{element}</RequireAuth>;

// The sign-in screens need no TanStack Query: outside the query layout, /login loads app-routes and
// then its page (with the page's imports preloaded alongside), not app-routes, then query-layout,
// then the page, one after the other.
const authRoutes: RouteObject[] = [
  { path: '/signup', element: page(() => import('../features/auth/signup-page')) },
  { path: '/login', element: page(() => import('../features/auth/login-page')) },
  // Where sign-in through the community's identity provider lands (issue 42).
  { path: '/login/provider', element: page(() => import('../features/auth/provider-return-page')) },
  { path: '/verification', element: page(() => import('../features/auth/verification-page')) },
  { path: '/forgot-password', element: page(() => import('../features/auth/forgot-password-page')) },
  { path: '/reset-password', element: page(() => import('../features/auth/reset-password-page')) },
  // The link at the foot of e-mails: works without signing in (issue 18).
  { path: '/unsubscribe/:token', element: page(() => import('../features/auth/unsubscribe-page')) },
];

const sessionRoutes: RouteObject[] = [
  { path: '/logout', element: <RequireAuth>{page(() => import('../features/auth/logout-page'))}</RequireAuth> },
  { path: '/settings', element: <Navigate to="/dashboard/settings" replace /> },
];

const dashboardRoutes: RouteObject = {
  path: '/dashboard',
  element: <RequireAuth>{page(() => import('../features/dashboard-shell/dashboard-shell'))}</RequireAuth>,
  children: [
    { index: true, element: <DashboardHome /> },
    { path: 'profile', element: page(profile) },
    { path: 'profile/:userId', element: page(profile) },
    { path: 'groups', element: neighbourOnly(page(() => import('../features/groups/groups-page'))) },
    {
      path: 'groups/join/:token',
      element: neighbourOnly(page(() => import('../features/groups/join-by-invite-page'))),
    },
    // Organizations read public groups' pages too (issue 15); they cannot join.
    { path: 'groups/:groupId', element: page(() => import('../features/groups/group-page')) },
    { path: 'invite', element: neighbourOnly(page(() => import('../features/invite/invite-page'))) },
    { path: 'discover', element: neighbourOnly(page(() => import('../features/discover/discover-page'))) },
    { path: 'discover/:id', element: neighbourOnly(page(() => import('../features/discover/organization-page'))) },
    { path: 'rentals', element: neighbourOnly(page(() => import('../features/rentals/rentals-page'))) },
    {
      path: 'marketplace',
      element: neighbourOnly(page(() => import('../features/marketplace/marketplace-page'))),
    },
    {
      path: 'marketplace/new',
      element: neighbourOnly(page(() => import('../features/marketplace/new-item-page'))),
    },
    {
      path: 'marketplace/:id',
      element: neighbourOnly(page(() => import('../features/marketplace/item-page'))),
    },
    { path: 'post/:postId', element: page(() => import('../features/post-detail/post-detail-page')) },
    { path: 'settings', element: page(() => import('../features/settings/settings-page')) },
    {
      path: 'business-profile',
      element: orgOnly(page(() => import('../features/business-profile/business-profile-page'))),
    },
    { path: 'listings', element: orgOnly(page(() => import('../features/listings/listings-page'))) },
    { path: 'customers', element: orgOnly(page(() => import('../features/customers/customers-page'))) },
    { path: 'reviews', element: orgOnly(page(() => import('../features/org-reviews/reviews-page'))) },
    { path: 'updates', element: orgOnly(page(() => import('../features/org-updates/updates-page'))) },
    { path: 'search', element: page(() => import('../features/search/search-page')) },
    { path: 'notifications', element: page(() => import('../features/notifications/notifications-page')) },
    {
      path: 'notifications/filtered',
      element: page(() => import('../features/notifications/filtered-notifications-page')),
    },
    // Direct messages (issue 20): `new?to=…` starts one, `:conversationId` opens one.
    { path: 'messages', element: page(messages) },
    { path: 'messages/:conversationId', element: page(messages) },
    { path: 'events', element: page(() => import('../features/events/events-page')) },
    { path: 'events/new', element: page(eventForm) },
    { path: 'events/:id', element: page(() => import('../features/events/event-page')) },
    { path: 'events/:id/edit', element: page(eventForm) },
    { path: 'alerts', element: neighbourOnly(page(() => import('../features/alerts/alerts-page'))) },
    { path: 'moderation', element: page(() => import('../features/moderation/moderation-page')) },
    { path: '*', element: <NotFoundPage /> },
  ],
};

/** Administration (issue 43): admins only; its own routes load with it (admin-routes.tsx). */
const adminRoutes: RouteObject = {
  path: '/admin/*',
  element: <RequireAuth>{page(() => import('./admin-routes'))}</RequireAuth>,
};

const appRoutes: RouteObject[] = [
  // Every screen that talks to the API sits under a lazy layout that provides TanStack Query, so
  // the public website never downloads it.
  ...authRoutes,
  {
    element: page(() => import('./query-layout')),
    children: [
      ...sessionRoutes,
      dashboardRoutes,
      adminRoutes,
      // Public: the moderation log is readable without signing in (issue 17).
      { path: '/moderation-log', element: page(() => import('../features/moderation/moderation-log-page')) },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * The routes of everything but the public website, matched under the top-level splat route of
 * router.tsx (absolute paths work there: the splat's base is "/").
 */
export default function AppRoutes() {
  const routes = useRoutes(appRoutes);
  // Toasts outlive the screen that raised them: 'Your account has been deleted' shows on /login,
  // which sits outside the query layout.
  return (
    <>
      {routes}
      <Toaster />
    </>
  );
}
