// The shape of one route of the API's table and the helper that declares one.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The schemas of a route. `body: 'multipart'` marks an upload read from FormData. */
export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType | 'multipart';
  /** The success answer's envelope; absent for a route that does not answer JSON (the stream). */
  response?: z.ZodType;
}

declare const schemasKey: unique symbol;

/** One route of the table. Its schemas exist as a type only (`[schemasKey]` is never set). */
export interface ApiRoute<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  S extends RouteSchemas = RouteSchemas,
> {
  readonly method: M;
  readonly path: P;
  readonly [schemasKey]?: S;
}

/** `route<Schemas>()(method, path)`: curried so the method and path are inferred as literals. */
export const route =
  <S extends RouteSchemas>() =>
  <M extends HttpMethod, P extends string>(method: M, path: P): ApiRoute<M, P, S> => ({ method, path });
