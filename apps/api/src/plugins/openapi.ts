import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import { lazyDocsPage } from './docs-page.js';

/** OpenAPI generated from the zod route schemas, served as JSON and as a docs page. */
export const openApiPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.PRODUCT_NAME} API`,
        version: '1.0.0',
        description: 'The HTTP contract under /api/v1. Every response uses the success or error envelope.',
      },
      servers: [{ url: config.PUBLIC_URL }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      // Upload routes read their body with readMultipart, not a schema; document that they take
      // multipart/form-data (their fields are named in the summary), which the spec would omit.
      const consumes = (input.schema as { consumes?: string[] } | undefined)?.consumes;
      if (consumes?.includes('multipart/form-data') && !output.schema.body) {
        output.schema = { ...output.schema, body: { type: 'object' } };
      }
      return output;
    },
  });
  // The description of the API and its page are public, like the API's documentation.
  const options = { config: { access: 'public' as const }, schema: { hide: true } };
  app.get('/api/v1/openapi.json', options, async () => app.swagger());
  const docsPage = lazyDocsPage(app, '/api/docs');
  app.get('/api/docs', options, docsPage);
  app.get('/api/docs/*', options, docsPage);
});
