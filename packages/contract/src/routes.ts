// The web's view of the API's routes (under API_BASE_PATH): each route's method and path as the
// table declares them (route-table/, where the server registers them from), and its zod schemas of
// params, query, body and success response as types. The web client derives its calls from it
// (apps/web/src/lib/api-client.ts `call`), so a renamed route, a path parameter that changes name
// or a response that changes shape fails the web's typecheck.
//
// The values come from route-paths/, generated from the table: the web bundle carries the method
// and path strings, never zod (the /dashboard first load has no zod in it; see ARCHITECTURE.md).
import type { z } from 'zod';
import type { ApiRoute, HttpMethod, RouteSchemas } from './route-table/route-kit.js';
import type * as routePaths from './route-paths/index.js';

export type { ApiRoute, HttpMethod, RouteAccess, RouteSchemas } from './route-table/route-kit.js';
/** Every route of the API, by a stable name (a module namespace: route-paths/, from route-table/). */
export * as apiRoutes from './route-paths/index.js';

/** A route that answers JSON in the success envelope: what the web's `call` accepts. */
export type JsonApiRoute = ApiRoute<HttpMethod, string, RouteSchemas & { response: z.ZodType }>;

export type ApiRoutes = typeof routePaths;
export type ApiRouteName = keyof ApiRoutes;

// ---- Types read from a route

/** The schemas of a route. */
export type SchemasOf<R extends ApiRoute> = R extends ApiRoute<HttpMethod, string, infer S> ? S : never;

/** `'/users/:id/stats'` → `{ id: string }`; `{param}` placeholders work too. */
export type PathParams<P extends string> = string extends P
  ? Record<string, string>
  : { [K in PathParamNames<P>]: string };
type PathParamNames<P extends string> = P extends `${infer Segment}/${infer Rest}`
  ? SegmentParam<Segment> | PathParamNames<Rest>
  : SegmentParam<P>;
type SegmentParam<S extends string> = S extends `:${infer Name}.${string}`
  ? Name
  : S extends `:${infer Name}`
    ? Name
    : S extends `{${infer Name}}`
      ? Name
      : never;

/** The success answer of a route as it arrives (the envelope: `status`, `message`, `data`…). */
export type ApiResponse<R extends ApiRoute> =
  SchemasOf<R> extends { response: infer T extends z.ZodType } ? z.output<T> : never;
/** What the route's body accepts: the schema's input, or FormData for an upload. */
export type ApiBody<R extends ApiRoute> = SchemasOf<R> extends { body: infer B } ? BodyOf<B> : never;
type BodyOf<B> = B extends 'multipart'
  ? FormData
  : B extends { multipartOr: infer J extends z.ZodType }
    ? FormData | z.input<J>
    : B extends z.ZodType
      ? z.input<B>
      : never;
/** The query string's fields: the schema's input keys; values the server coerces take numbers or strings. */
export type ApiQuery<R extends ApiRoute> =
  SchemasOf<R> extends { query: infer Q extends z.ZodType } ? QueryOf<z.input<Q>> : never;
type QueryOf<I> = { [K in keyof I]: unknown extends I[K] ? string | number | undefined : I[K] };

/** `pathOf`'s parameters: required exactly when the path has placeholders. */
export type PathArgs<P extends string> = string extends P
  ? [params?: Record<string, string>]
  : [PathParamNames<P>] extends [never]
    ? [params?: Record<string, never>]
    : [params: PathParams<P>];

/** Fills a route's path template with its parameters, each URI-encoded. */
export function pathOf<R extends ApiRoute>(route: R, ...[params]: PathArgs<R['path']>): string {
  const values = (params ?? {}) as Record<string, string>;
  return route.path.replace(/:(\w+)|\{(\w+)\}/g, (_, colon?: string, brace?: string) => {
    const name = (colon ?? brace) as string;
    const value = values[name];
    if (value === undefined) throw new Error(`${route.path}: missing the path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
