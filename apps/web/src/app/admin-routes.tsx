import { useRoutes, type RouteObject } from 'react-router';
import { NotFoundPage } from '../features/public/lazy-not-found-page';
import { page } from './lazy-page';
import RequireAdmin from './require-admin';

// The screens under /admin, declared here rather than in app-routes.tsx so that no other screen's
// first load carries them (the dashboard's budget).
const routes: RouteObject[] = [
  {
    element: <RequireAdmin />,
    children: [
      {
        element: page(() => import('../features/admin/admin-layout')),
        children: [
          { index: true, element: page(() => import('../features/admin/overview-page')) },
          { path: 'accounts', element: page(() => import('../features/admin/accounts-page')) },
          { path: 'accounts/:id', element: page(() => import('../features/admin/account-page')) },
          { path: 'settings', element: page(() => import('../features/admin/settings-page')) },
          { path: 'audit-log', element: page(() => import('../features/admin/audit-log-page')) },
          { path: 'operations', element: page(() => import('../features/admin/operations-page')) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** /admin/*: admins only (a 404 page to everyone else), each section a lazy screen. */
export default function AdminRoutes() {
  return useRoutes(routes);
}
