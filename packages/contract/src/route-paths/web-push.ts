// Generated from route-table/web-push.ts by `npm run routes`: do not edit.
import type * as declared from '../route-table/web-push.js';
import type { RoutePath } from '../route-table/route-kit.js';

export const pushPublicKey: RoutePath<typeof declared.pushPublicKey> = { method: 'GET', path: '/push/public-key' };
export const pushSubscribe: RoutePath<typeof declared.pushSubscribe> = { method: 'POST', path: '/push/subscriptions' };
export const pushUnsubscribe: RoutePath<typeof declared.pushUnsubscribe> = {
  method: 'DELETE',
  path: '/push/subscriptions',
};
