// The shape of one route of the API's table and the helper that declares one. A declaration is the
// only place a route's method, path, access and schemas are written: the server registers the route
// from it (apps/api/src/lib/routes/), the web calls it through its generated method-and-path mirror
// (route-paths/, types only from here).
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Who may call a route. The server's one access hook answers before any body is read: a visitor
 * gets 401 on anything but `public`; `neighbour` and `organization` routes answer 404 to the other
 * kind of account, `moderator` and `admin` routes 404 to everyone else (they look missing).
 */
export type RouteAccess = 'public' | 'signed-in' | 'neighbour' | 'organization' | 'moderator' | 'admin';

/** A body sent either as multipart (with files) or as JSON of this schema. */
export interface MultipartOrJson<J extends z.ZodType = z.ZodType> {
  readonly multipartOr: J;
}

/** The schemas of a route. `body: 'multipart'` marks an upload read from FormData. */
export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType | 'multipart' | MultipartOrJson;
  /** The success answer's envelope; absent for a route that does not answer JSON (the stream). */
  response?: z.ZodType;
}

export type SuccessStatus = 200 | 201 | 202;

/** Everything a route declares besides its method and path. */
export interface RouteDeclaration extends RouteSchemas {
  /** Default `signed-in`. */
  access?: RouteAccess;
  /** The statuses that answer `response`, the usual one first; default `[200]`. */
  status?: readonly SuccessStatus[];
}

declare const schemasKey: unique symbol;

/**
 * A route as the web holds it: method and path, its schemas as a type only (`[schemasKey]` is never
 * set), so a client bundle carries no zod.
 */
export interface ApiRoute<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  S extends RouteSchemas = RouteSchemas,
> {
  readonly method: M;
  readonly path: P;
  readonly [schemasKey]?: S;
}

/** A route as the table declares it: its schemas and access as values, for the server. */
export type DeclaredRoute<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  D extends RouteDeclaration = RouteDeclaration,
> = ApiRoute<M, P, D> & { readonly declaration: D };

/** The web's view of a declared route: its method and path, the schemas kept as a type. */
export type RoutePath<R> = R extends DeclaredRoute<infer M, infer P, infer D> ? ApiRoute<M, P, D> : never;

/** `route(method, path, { access, params, query, body, response, status })`. */
export const route = <M extends HttpMethod, P extends string, const D extends RouteDeclaration>(
  method: M,
  path: P,
  declaration: D,
): DeclaredRoute<M, P, D> => ({ method, path, declaration });
