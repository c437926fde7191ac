import { z } from 'zod';
import { successEnvelope } from './envelope.js';

/**
 * Web Push (issue 18, decision 0027). Routes (bearer auth):
 * - GET /push/public-key        the server's VAPID public key (base64url), for PushManager.subscribe
 * - POST /push/subscriptions    this browser's subscription (upserted by endpoint; at most
 *                               PUSH_SUBSCRIPTIONS_PER_ACCOUNT per account, the oldest dropped)
 * - DELETE /push/subscriptions  `{ endpoint }`: this browser stops receiving pushes
 * Which notifications are pushed is the `push` channel of the notification preferences.
 */
export const PushMessages = {
  publicKeyLoaded: 'Push key loaded',
  subscribed: 'Push notifications are on for this device',
  unsubscribed: 'Push notifications are off for this device',
  endpointRefused: 'This push service is not supported',
} as const;

/** Devices one account may have push on for; a new one beyond it replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_ACCOUNT = 10;

const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url');

const endpointSchema = z.url({ protocol: /^https?$/ }).max(2048);

/** What `PushSubscription.toJSON()` gives in the browser (expirationTime is ignored). */
export const pushSubscriptionBodySchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({
    /** The browser's P-256 public key: 65 bytes, 87 base64url characters. */
    p256dh: base64url(80, 100),
    /** The 16-byte auth secret. */
    auth: base64url(16, 32),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushUnsubscribeBodySchema = z.object({ endpoint: endpointSchema });

export const pushPublicKeyResponseSchema = successEnvelope(z.object({ public_key: z.string() }));
export const pushSubscriptionResponseSchema = successEnvelope(
  z.object({ endpoint: z.string(), created_at: z.string() }),
);
export const pushUnsubscribeResponseSchema = successEnvelope(z.object({ endpoint: z.string(), removed: z.boolean() }));
