// The API's routes: Web Push (push-routes.ts).
import type {
  pushPublicKeyResponseSchema,
  pushSubscriptionBodySchema,
  pushSubscriptionResponseSchema,
  pushUnsubscribeBodySchema,
  pushUnsubscribeResponseSchema,
} from '../index.js';
import { route } from './route-kit.js';

export const pushPublicKey = route<{ response: typeof pushPublicKeyResponseSchema }>()('GET', '/push/public-key');
export const pushSubscribe = route<{
  body: typeof pushSubscriptionBodySchema;
  response: typeof pushSubscriptionResponseSchema;
}>()('POST', '/push/subscriptions');
export const pushUnsubscribe = route<{
  body: typeof pushUnsubscribeBodySchema;
  response: typeof pushUnsubscribeResponseSchema;
}>()('DELETE', '/push/subscriptions');
