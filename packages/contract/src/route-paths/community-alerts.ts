// Generated from route-table/community-alerts.ts by `npm run routes`: do not edit.
import type * as declared from '../route-table/community-alerts.js';
import type { RoutePath } from '../route-table/route-kit.js';

export const createAlert: RoutePath<typeof declared.createAlert> = { method: 'POST', path: '/alerts' };
export const getAlert: RoutePath<typeof declared.getAlert> = { method: 'GET', path: '/alerts/:id' };
export const listAlerts: RoutePath<typeof declared.listAlerts> = { method: 'GET', path: '/alerts' };
export const removeAlert: RoutePath<typeof declared.removeAlert> = { method: 'DELETE', path: '/alerts/:id' };
export const resolveAlert: RoutePath<typeof declared.resolveAlert> = { method: 'POST', path: '/alerts/:id/resolve' };
