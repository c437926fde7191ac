import * as apiRoutes from '@ourhood/contract/route-table';
import { ok, okPage } from '../../lib/success.js';
import { routeServer } from '../../lib/routes/serve-route.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SearchMessages } from '@ourhood/contract';
import { signedIn } from '../../plugins/authenticate.js';
import { search, suggest, type SearchDeps, type SearchOptions } from './search-service.js';

/** GET /search and GET /search/suggest (issue 18, decision 0021). */
export async function searchRoutes(fastify: FastifyInstance, options: SearchOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: SearchDeps = { ...options, db: app.database.db, urlFor: (key) => app.mediaStorage.urlFor(key) };
  const serve = routeServer(app, ['search']);

  serve(
    apiRoutes.search,
    {
      summary:
        'Search one kind (posts, people, organizations, rentals, groups, events), newest first. Never a private group’s post, never an e-mail address.',
    },
    async (request) => {
      const { hits, metadata } = await search(deps, signedIn(request).id, request.query);
      return okPage(SearchMessages.resultsLoaded, { data: hits, metadata: metadata });
    },
  );

  serve(apiRoutes.searchSuggest, { summary: 'The newest few hits of every kind, for a typeahead.' }, async (request) =>
    ok(SearchMessages.resultsLoaded, await suggest(deps, signedIn(request).id, request.query.q)),
  );
}
