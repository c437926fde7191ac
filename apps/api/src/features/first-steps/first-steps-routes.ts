import * as apiRoutes from '@ourhood/contract/route-table';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FirstStepsMessages } from '@ourhood/contract';
import { routeServer } from '../../lib/routes/serve-route.js';
import { ok } from '../../lib/success.js';
import { signedIn } from '../../plugins/authenticate.js';
import { getFirstSteps, updateFirstSteps, type FirstStepsDeps } from './first-steps-service.js';

/** A new neighbour's first steps (issue 42, decision 0075): the guide on the home screen. */
export async function firstStepsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const serve = routeServer(app, ['first steps']);
  // Read per request, as other features do, so a test's statement counter sees these statements.
  const deps = (): FirstStepsDeps => ({ db: app.database.db, clock: app.clock });

  serve(
    apiRoutes.getMyFirstSteps,
    {
      summary:
        "Neighbours (404 to organizations): the first steps, each done or not from the caller's own data, and whether the guide is hidden.",
    },
    async (request) => ok(FirstStepsMessages.firstStepsLoaded, await getFirstSteps(deps(), signedIn(request).id)),
  );

  serve(
    apiRoutes.updateMyFirstSteps,
    { summary: 'Neighbours: hide the first steps (`dismissed: true`) or bring them back; idempotent.' },
    async (request) =>
      ok(
        request.body.dismissed ? FirstStepsMessages.firstStepsDismissed : FirstStepsMessages.firstStepsRestored,
        await updateFirstSteps(deps(), signedIn(request).id, request.body),
      ),
  );
}
