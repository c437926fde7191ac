import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  SearchMessages,
  searchQuerySchema,
  searchResponseSchema,
  searchSuggestQuerySchema,
  searchSuggestResponseSchema,
} from '@ourhood/contract';
import { signedIn } from '../../plugins/authenticate.js';
import { search, suggest, type SearchDeps, type SearchOptions } from './search-service.js';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema };

/** GET /search and GET /search/suggest (issue 18, decision 0021). */
export async function searchRoutes(fastify: FastifyInstance, options: SearchOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: SearchDeps = { ...options, db: app.database.db, urlFor: (key) => app.mediaStorage.urlFor(key) };
  app.addHook('onRequest', app.requireAuth);
  const tags = ['search'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/search',
    {
      schema: {
        tags,
        security,
        summary:
          'Search one kind (posts, people, organizations, rentals, groups, events), newest first. Never a private group’s post, never an e-mail address.',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { hits, metadata } = await search(deps, signedIn(request).id, request.query);
      return { status: 'success' as const, message: SearchMessages.resultsLoaded, data: hits, metadata };
    },
  );

  app.get(
    '/search/suggest',
    {
      schema: {
        tags,
        security,
        summary: 'The newest few hits of every kind, for a typeahead.',
        querystring: searchSuggestQuerySchema,
        response: { 200: searchSuggestResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: SearchMessages.resultsLoaded,
      data: await suggest(deps, signedIn(request).id, request.query.q),
    }),
  );
}
