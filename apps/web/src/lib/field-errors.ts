import { ApiError } from './api-client';
import type { z } from 'zod';

/** First message per field of a failed zod parse, keyed by the field name. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The errors without the one of this field: a field's error clears when it is edited (spec §4). */
export function withoutField(errors: Record<string, string>, field: string): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key !== field));
}

/** A failed call's field errors, and its banner text unless a field already says the same. */
export function serverFormErrors(
  error: unknown,
  message: string,
): { fields: Record<string, string>; banner: string | null } {
  const fields = error instanceof ApiError && error.fieldErrors ? error.fieldErrors : {};
  return { fields, banner: Object.values(fields).includes(message) ? null : message };
}
