import * as apiRoutes from '@ourhood/contract/route-table';
import { routeServer } from '../../lib/routes/serve-route.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PushMessages } from '@ourhood/contract';
import { ok } from '../../lib/success.js';
import { signedIn } from '../../plugins/authenticate.js';
import { publicKey, subscribe, unsubscribe, type PushDeps } from './push-service.js';

/** Subscriptions per minute per client: a browser subscribes once per sign-in or key change. */
const SUBSCRIBE_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

/** Web Push (issue 18, decision 0027): the VAPID public key and this device's subscription. */
export async function pushRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const serve = routeServer(app, ['push']);
  const deps: PushDeps = { db: app.database.db, clock: app.clock, push: app.push };

  serve(
    apiRoutes.pushPublicKey,
    { summary: "The server's VAPID public key (base64url), the applicationServerKey of PushManager.subscribe." },
    async () => ok(PushMessages.publicKeyLoaded, { public_key: await publicKey(deps) }),
  );

  serve(
    apiRoutes.pushSubscribe,
    {
      summary:
        "Turns push on for this browser: its PushSubscription (endpoint and keys), saved for the caller's session (upserted by endpoint; at most 10 per account, the oldest dropped).",
      errors: [429],
      config: { rateLimit: SUBSCRIBE_RATE_LIMIT },
    },
    async (request, reply) => {
      const saved = await subscribe(deps, signedIn(request), request.body);
      return reply.code(201).send(ok(PushMessages.subscribed, saved));
    },
  );

  serve(apiRoutes.pushUnsubscribe, { summary: 'Turns push off for this browser (by its endpoint).' }, async (request) =>
    ok(PushMessages.unsubscribed, await unsubscribe(deps, signedIn(request).id, request.body.endpoint)),
  );
}
