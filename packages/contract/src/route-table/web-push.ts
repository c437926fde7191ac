// The API's routes: Web Push (push-routes.ts).
import {
  pushPublicKeyResponseSchema,
  pushSubscriptionBodySchema,
  pushSubscriptionResponseSchema,
  pushUnsubscribeBodySchema,
  pushUnsubscribeResponseSchema,
} from '../index.js';
import { route } from './route-kit.js';

export const pushPublicKey = route('GET', '/push/public-key', { response: pushPublicKeyResponseSchema });
export const pushSubscribe = route('POST', '/push/subscriptions', {
  status: [201],
  body: pushSubscriptionBodySchema,
  response: pushSubscriptionResponseSchema,
});
export const pushUnsubscribe = route('DELETE', '/push/subscriptions', {
  body: pushUnsubscribeBodySchema,
  response: pushUnsubscribeResponseSchema,
});
