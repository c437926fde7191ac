// Generated from route-table/operations.ts by `npm run routes`: do not edit.
import type * as declared from '../route-table/operations.js';
import type { RoutePath } from '../route-table/route-kit.js';

export const health: RoutePath<typeof declared.health> = { method: 'GET', path: '/health' };
export const ready: RoutePath<typeof declared.ready> = { method: 'GET', path: '/ready' };
