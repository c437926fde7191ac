import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../api-client';
import { focusFirstField } from './focus';

export interface ServerFormErrors {
  /** The server's field errors for fields this form has, keyed by field name. */
  fields: Record<string, string>;
  /** What the form-level banner says, or null when the fields already say it all. */
  banner: string | null;
}

/**
 * Splits a failed call into the field errors this form can show under its fields (the envelope's
 * `errors`, see api-client.ts) and the banner text: `message` (by default the server's message, or
 * the fallback when it gave none), unless a field already says the same. Field errors for fields
 * the form does not have go to the banner.
 */
export function serverFormErrors(error: unknown, message: string, knownFields: readonly string[]): ServerFormErrors {
  const fields: Record<string, string> = {};
  const unknown: string[] = [];
  if (error instanceof ApiError && error.fieldErrors) {
    for (const [name, text] of Object.entries(error.fieldErrors)) {
      if (knownFields.includes(name)) fields[name] = text;
      else if (text !== message) unknown.push(text);
    }
  }
  const said = Object.values(fields);
  const rest = [said.includes(message) ? null : message, ...unknown].filter((text): text is string => Boolean(text));
  return { fields, banner: rest.length > 0 ? rest.join(' ') : null };
}

/**
 * Puts a failed call's field errors under their fields (setError), focuses the first one on the
 * page, and answers the banner text that is left (see serverFormErrors).
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues' | 'setFocus'>,
  error: unknown,
  message: string,
  formElement?: HTMLFormElement | null,
): string | null {
  const known = Object.keys(form.getValues() ?? {});
  const { fields, banner } = serverFormErrors(error, message, known);
  const names = Object.keys(fields);
  for (const name of names) form.setError(name as Path<T>, { type: 'server', message: fields[name] });
  if (names.length > 0 && !focusFirstField(formElement, names)) form.setFocus(names[0] as Path<T>);
  return banner;
}
