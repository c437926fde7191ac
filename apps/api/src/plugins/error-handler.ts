import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode, ErrorMessage, type ErrorEnvelope } from '@ourhood/contract';
import { AppError } from '../lib/app-error.js';
import { isDependencyUnavailable } from '../lib/unavailable.js';
import { ServerMessages } from '../lib/i18n/server-messages.js';

/** Seconds a client is told to wait when the database or Redis is unreachable. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

function send(reply: FastifyReply, statusCode: number, body: ErrorEnvelope): FastifyReply {
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/** Field path of a validation issue: `body.email` → `email`, nested paths joined with dots. */
function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
}

/**
 * The one place errors become responses: every failure answers with the envelope of docs/api.md
 * and nothing internal (stack, SQL, paths) ever reaches the client.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return send(reply, error.statusCode, {
        status: 'error',
        message: error.message,
        code: error.code,
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath);
        errors[name] ??= issue.message ?? ServerMessages.invalidValue;
      }
      return send(reply, 400, {
        status: 'error',
        message: ErrorMessage.VALIDATION_FAILED,
        code: ErrorCode.VALIDATION_FAILED,
        errors,
      });
    }

    const known = knownFrameworkError(error);
    if (known) {
      return send(reply, known.status, {
        status: 'error',
        message: known.message,
        code: known.code,
      });
    }

    if (isDependencyUnavailable(error)) {
      request.log.warn({ err: error }, 'a dependency (database, Redis) is unreachable');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
      return send(reply, 503, {
        status: 'error',
        message: ErrorMessage.SERVICE_UNAVAILABLE,
        code: ErrorCode.SERVICE_UNAVAILABLE,
      });
    }

    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, {
      status: 'error',
      message: ErrorMessage.INTERNAL,
      code: ErrorCode.INTERNAL,
    });
  });
});

/**
 * Fastify's `frameworkErrors` option: failures found before routing (a URL that does not decode,
 * a path parameter over maxParamLength) skip the error handler and were answered in Fastify's own
 * shape, echoing the URL. They get the envelope too, with the same status.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ code: error.code }, 'request refused before routing');
  const known = knownFrameworkError(error) ?? {
    status: 400,
    message: ServerMessages.badRequest,
    code: ErrorCode.VALIDATION_FAILED,
  };
  reply.header('x-request-id', request.id);
  void send(reply, known.status, { status: 'error', message: known.message, code: known.code });
}

function knownFrameworkError(error: FastifyError): { status: number; message: string; code: string } | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: ErrorMessage.MALFORMED_JSON, code: ErrorCode.MALFORMED_JSON };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return {
        status: 415,
        message: ErrorMessage.UNSUPPORTED_MEDIA_TYPE,
        code: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return { status: 413, message: ErrorMessage.PAYLOAD_TOO_LARGE, code: ErrorCode.PAYLOAD_TOO_LARGE };
    case 'FST_ERR_REQUEST_TIMEOUT':
      return { status: 408, message: ErrorMessage.TIMEOUT, code: ErrorCode.TIMEOUT };
    default:
      break;
  }
  if (error.statusCode === 429) {
    return { status: 429, message: ErrorMessage.RATE_LIMITED, code: ErrorCode.RATE_LIMITED };
  }
  if (error.statusCode === 503) {
    return { status: 503, message: ErrorMessage.SERVICE_UNAVAILABLE, code: ErrorCode.SERVICE_UNAVAILABLE };
  }
  // Other 4xx raised by Fastify itself (bad URL encoding, malformed headers): safe to say "bad request".
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return {
      status: error.statusCode,
      message: ServerMessages.badRequest,
      code: ErrorCode.VALIDATION_FAILED,
    };
  }
  return undefined;
}
