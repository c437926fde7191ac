import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  PushMessages,
  pushPublicKeyResponseSchema,
  pushSubscriptionBodySchema,
  pushSubscriptionResponseSchema,
  pushUnsubscribeBodySchema,
  pushUnsubscribeResponseSchema,
} from '@ourhood/contract';
import { ok } from '../../lib/success.js';
import { signedIn } from '../../plugins/authenticate.js';
import { publicKey, subscribe, unsubscribe, type PushDeps } from './push-service.js';

/** Subscriptions per minute per client: a browser subscribes once per sign-in or key change. */
const SUBSCRIBE_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

/** Web Push (issue 18, decision 0027): the VAPID public key and this device's subscription. */
export async function pushRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const tags = ['push'];
  const security = [{ bearerAuth: [] }];
  const deps: PushDeps = { db: app.database.db, clock: app.clock, push: app.push };
  const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema };

  app.get(
    '/push/public-key',
    {
      schema: {
        tags,
        security,
        summary: "The server's VAPID public key (base64url), the applicationServerKey of PushManager.subscribe.",
        response: { 200: pushPublicKeyResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async () => ok(PushMessages.publicKeyLoaded, { public_key: await publicKey(deps) }),
  );

  app.post(
    '/push/subscriptions',
    {
      config: { rateLimit: SUBSCRIBE_RATE_LIMIT },
      schema: {
        tags,
        security,
        summary:
          "Turns push on for this browser: its PushSubscription (endpoint and keys), saved for the caller's session (upserted by endpoint; at most 10 per account, the oldest dropped).",
        body: pushSubscriptionBodySchema,
        response: { 201: pushSubscriptionResponseSchema, ...errors, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const saved = await subscribe(deps, signedIn(request), request.body);
      return reply.code(201).send(ok(PushMessages.subscribed, saved));
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      schema: {
        tags,
        security,
        summary: 'Turns push off for this browser (by its endpoint).',
        body: pushUnsubscribeBodySchema,
        response: { 200: pushUnsubscribeResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(PushMessages.unsubscribed, await unsubscribe(deps, signedIn(request).id, request.body.endpoint)),
  );
}
