// Registers a route from its declaration in the contract's route table: method, path, access,
// params, query, body and success response are read from there, never written again here, and the
// handler is typed by the same schemas, so a handler that does not match fails the typecheck.
import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
  onRequestHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@ourhood/contract';
import type { DeclaredRoute, RouteAccess, RouteDeclaration } from '@ourhood/contract/route-table';

/** The error statuses a route may document besides those its declaration implies. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;

/** What a route's registration adds to its declaration: its documentation and server-side options. */
export interface ServeOptions {
  /** The OpenAPI summary: what the route does, its limits and its refusals. */
  summary: string;
  /** Error statuses this route answers besides 400, 401 (unless public) and 404. */
  errors?: readonly ErrorStatus[];
  /** Per-route configuration (rate limits). */
  config?: Omit<FastifyContextConfig, 'access'>;
  /** Media types of an answer that is not JSON (calendar files). */
  produces?: readonly string[];
  /** Runs before the handler, after the access check (e.g. a check that needs no body). */
  onRequest?: onRequestHookHandler;
}

type DeclarationOf<R> = R extends DeclaredRoute<infer _M, infer _P, infer D> ? D : never;

/** The Fastify schema a declaration stands for, as the zod type provider reads it. */
type FastifySchemaOf<D extends RouteDeclaration> = (D extends { params: infer P } ? { params: P } : unknown) &
  (D extends { query: infer Q } ? { querystring: Q } : unknown) &
  (D extends { body: infer B extends FastifySchema['body'] & object } ? { body: B } : unknown) & {
    // Any error status may answer the error envelope (the access hook and the error handler do).
    response: (D extends { response: infer T } ? { [S in StatusesOf<D>]: T } : unknown) & {
      [E in ErrorStatus]: typeof errorEnvelopeSchema;
    };
  };
type StatusesOf<D extends RouteDeclaration> = D extends { status: readonly (infer S extends number)[] } ? S : 200;

/** The handler of a declared route: its request and answer typed by the declaration's schemas. */
export type DeclaredRouteHandler<R extends DeclaredRoute> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  FastifySchemaOf<DeclarationOf<R>> & FastifySchema,
  ZodTypeProvider
>;

export type ServeRoute = <R extends DeclaredRoute>(
  route: R,
  options: ServeOptions,
  handler: DeclaredRouteHandler<R>,
) => void;

const isZodSchema = (value: unknown): value is FastifySchema['body'] & object =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** The statuses a declaration implies: a 400 for bad input, 401 unless public, 404 for the rest. */
function impliedErrors(access: RouteAccess): ErrorStatus[] {
  return access === 'public' ? [400, 404] : [400, 401, 404];
}

/** The Fastify route a declaration and its options make (also read by tests of the access rules). */
export function routeOptionsOf(
  route: DeclaredRoute,
  options: ServeOptions,
  tags: readonly string[],
  handler: RouteHandlerMethod,
): RouteOptions {
  const { declaration } = route;
  const access = declaration.access ?? 'signed-in';
  const { body } = declaration;
  const response: Record<number, unknown> = {};
  if (declaration.response) {
    for (const status of declaration.status ?? [200]) response[status] = declaration.response;
  }
  for (const status of [...impliedErrors(access), ...(options.errors ?? [])].sort()) {
    response[status] = errorEnvelopeSchema;
  }
  const consumes =
    body === 'multipart'
      ? ['multipart/form-data']
      : typeof body === 'object' && 'multipartOr' in body
        ? ['multipart/form-data', 'application/json']
        : undefined;
  const schema: Record<string, unknown> = {
    tags: [...tags],
    summary: options.summary,
    ...(access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
    ...(declaration.params && { params: declaration.params }),
    ...(declaration.query && { querystring: declaration.query }),
    ...(isZodSchema(body) && { body }),
    ...(consumes && { consumes }),
    ...(options.produces && { produces: [...options.produces] }),
    response,
  };
  return {
    method: route.method,
    url: route.path,
    schema,
    config: { ...options.config, access },
    ...(options.onRequest && { onRequest: options.onRequest }),
    handler,
  };
}

/**
 * `const serve = routeServer(app, ['posts'])`, then `serve(apiRoutes.getPost, { summary }, handler)`
 * for each route of a feature's plugin: every route of the API is registered this way.
 */
export function routeServer(app: FastifyInstance, tags: readonly string[]): ServeRoute {
  return (route, options, handler) => {
    // The handler's types are checked against the declaration above; Fastify's own generics cannot
    // follow a schema chosen at run time, so the route is registered with its plain signature.
    app.route(routeOptionsOf(route, options, tags, handler as unknown as RouteHandlerMethod));
  };
}
