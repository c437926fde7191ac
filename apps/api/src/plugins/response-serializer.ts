import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler, ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * `anyOf: [X, { type: 'null' }]` (zod's `.nullable()`) becomes `X` with `nullable: true`, which
 * fast-json-stringify writes directly; a real union keeps its anyOf (decided at run time).
 */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$schema') continue;
    out[key] = simplify(value);
  }
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((item) => item.type === 'null' && Object.keys(item).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex !== -1 && other && typeof other.type === 'string') {
      const rest = { ...out };
      delete rest.anyOf;
      return { ...rest, ...other, nullable: true };
    }
  }
  return out;
}

/** The JSON Schema of a response (what the route sends), or undefined when zod cannot express it. */
export function responseJsonSchema(schema: z.ZodType): JsonSchema | undefined {
  try {
    return simplify(
      z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }),
    ) as JsonSchema;
  } catch {
    return undefined;
  }
}

function zodSchemaOf(maybeSchema: unknown): z.ZodType | undefined {
  if (maybeSchema instanceof z.ZodType) return maybeSchema;
  const properties = (maybeSchema as { properties?: unknown } | undefined)?.properties;
  return properties instanceof z.ZodType ? properties : undefined;
}

/**
 * The serializer of one zod schema as responses use it: fast-json-stringify compiled from its JSON
 * Schema, checked against the zod schema first with `verify`; undefined when zod cannot express
 * the schema as JSON Schema (transforms).
 */
export function compileJsonSerializer(
  zodSchema: z.ZodType,
  options: { verify: boolean; method?: string; url?: string },
): ((data: unknown) => string) | undefined {
  const jsonSchema = responseJsonSchema(zodSchema);
  if (!jsonSchema) return undefined;
  const stringify = fastJson(jsonSchema as unknown as Parameters<typeof fastJson>[0]);
  if (!options.verify) return stringify;
  return (data: unknown) => {
    const result = zodSchema.safeEncode(data);
    if (result.error) {
      throw new ResponseSerializationError(options.method ?? '', options.url ?? '', { cause: result.error });
    }
    return stringify(data);
  };
}

/**
 * Responses are written by fast-json-stringify, compiled once per route and status from the JSON
 * Schema of the same zod schema (decision 0015), instead of zod encoding every answer and then
 * `JSON.stringify` walking it again. Like zod, the compiled serializer writes only the declared
 * properties of an object: an unknown key (a private column a presenter forgot to leave out) is
 * dropped, never sent; a missing required property throws (500).
 *
 * With `verify` (development and tests) every answer is also checked against the zod schema
 * first, so a presenter that strays from the contract fails loudly where it is written. Schemas
 * zod cannot express as JSON Schema (transforms) keep the zod serializer.
 */
export function createResponseSerializerCompiler(options: { verify: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    // Compiled on the first answer with this route and status, not for every route at start:
    // the server is up sooner and never compiles what it never sends.
    let serialize: ((data: unknown) => string) | undefined;
    const compile = (): ((data: unknown) => string) => {
      const zodSchema = zodSchemaOf(route.schema);
      const compiled = zodSchema
        ? compileJsonSerializer(zodSchema, { verify: options.verify, method: route.method, url: route.url })
        : undefined;
      return compiled ?? zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    };
    return (data: unknown) => (serialize ??= compile())(data);
  };
}
