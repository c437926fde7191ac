import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { controlCharacterErrors, ErrorMessage } from '@ourhood/contract';
import { AppError } from '../lib/app-error.js';

/**
 * The contract's text rule (no control characters but tab and line breaks) for every route, before
 * its schema runs: path parameters, the query string and a parsed JSON body. Multipart fields are
 * read later, by readMultipart, which applies the same rule. PostgreSQL cannot store U+0000, so
 * without this a stray NUL became a 500 wherever text reaches a query.
 */
export const inputTextPlugin = fp(async (app: FastifyInstance) => {
  // Synchronous: no promise per request (decision 0047).
  app.addHook('preValidation', (request, _reply, done) => {
    const errors = {
      ...controlCharacterErrors(request.params, 'params'),
      ...controlCharacterErrors(request.query, 'query'),
      ...controlCharacterErrors(request.body, 'body'),
    };
    if (Object.keys(errors).length > 0) return done(AppError.badRequest(ErrorMessage.VALIDATION_FAILED, errors));
    done();
  });
});
