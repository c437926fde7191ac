import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SOURCE_LOCALE, type Locale } from '@ourhood/contract';
import { messageCatalogs, type MessageCatalogs, type Translate } from '../lib/i18n/catalogs.js';
import { requestedLocale } from '../lib/i18n/request-locale.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogs API `message` texts are translated with (lib/i18n). */
    messageCatalogs: MessageCatalogs;
  }
}

/** The language of a request's texts: its Accept-Language, else English (what old clients saw). */
export function requestLocale(request: FastifyRequest): Locale {
  return requestedLocale(request.headers['accept-language']) ?? SOURCE_LOCALE;
}

/**
 * Texts in the request's language, values formatted in (ICU messages): what a route writes inside
 * its data, such as notification sentences, rather than in the envelope's `message`.
 */
export function translatorFor(request: FastifyRequest): Translate {
  return request.server.messageCatalogs.translator(requestLocale(request));
}

/** `english` in the language the request asked for. */
export function messageFor(request: FastifyRequest, english: string): string {
  const locale = requestLocale(request);
  return locale === SOURCE_LOCALE ? english : request.server.messageCatalogs.translate(locale, english);
}

interface Envelope {
  status: 'success' | 'error';
  message: string;
  errors?: Record<string, unknown>;
}

function isEnvelope(payload: unknown): payload is Envelope {
  if (typeof payload !== 'object' || payload === null) return false;
  const { status, message } = payload as Partial<Envelope>;
  return (status === 'success' || status === 'error') && typeof message === 'string';
}

/**
 * The envelope's `message` (and an error's field `errors`) in the caller's language; codes,
 * data and everything else as they are. A new object: routes may answer with envelopes they keep.
 */
export function translateEnvelope<T>(payload: T, translate: (english: string) => string): T {
  if (!isEnvelope(payload)) return payload;
  const translated: Envelope = { ...payload, message: translate(payload.message) };
  if (payload.errors && typeof payload.errors === 'object') {
    translated.errors = Object.fromEntries(
      Object.entries(payload.errors).map(([field, text]) => [field, typeof text === 'string' ? translate(text) : text]),
    );
  }
  return translated as T;
}

/**
 * Every JSON answer's `message` follows the request's Accept-Language (issue 41): one hook before
 * serialization, so routes, the error handler and the not-found handler keep writing English and
 * no route is touched. Only answers written as bytes (the feed's) call messageFor themselves.
 */
export const messageLanguagePlugin = fp(async (app: FastifyInstance) => {
  // The process's one set: e-mail and push jobs, which run without a request, read the same.
  app.decorate('messageCatalogs', messageCatalogs());
  // A callback hook, not an async one: every answer passes here, and English ones should cost
  // no promise.
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    const locale = requestLocale(request);
    if (locale === SOURCE_LOCALE) {
      done(null, payload);
      return;
    }
    done(
      null,
      translateEnvelope(payload, (english) => app.messageCatalogs.translate(locale, english)),
    );
  });
});
