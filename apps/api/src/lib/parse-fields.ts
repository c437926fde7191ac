import type { z } from 'zod';
import { AppError } from './app-error.js';

export interface ParseFieldsOptions {
  /** The field named for an issue without a path, and the message when there is no issue text. */
  fallback: { field: string; message: string };
  /** Report only the first failing field (default: every failing field, each with its first message). */
  firstOnly?: boolean;
}

/**
 * Parses fields a route could not hand to its schema (multipart text fields, a body checked by the
 * service) with the contract's schema, the one the web form also uses. A failure is a 400 in the
 * envelope's shape: the first issue's message, and field errors keyed by each issue's top-level field.
 */
export function parseFields<T>(schema: z.ZodType<T>, input: unknown, options: ParseFieldsOptions): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issues = options.firstOnly ? parsed.error.issues.slice(0, 1) : parsed.error.issues;
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? options.fallback.field)] ??= issue.message;
  const message = Object.values(errors)[0] ?? options.fallback.message;
  throw AppError.badRequest(message, Object.keys(errors).length > 0 ? errors : { [options.fallback.field]: message });
}
