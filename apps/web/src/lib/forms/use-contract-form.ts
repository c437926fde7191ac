import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import {
  get,
  useForm,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage, isCancelled } from '../api-client';
import { focusFirstField } from './focus';
import { applyServerErrors } from './server-errors';
import { t } from '@lingui/core/macro';
import { contractText } from '../i18n/contract-text';

/** A contract schema whose input and output are objects of fields. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * The schema itself, or a loader: screens on a budget (the dashboard's first load) import the
 * contract's schemas (zod) when the form is first checked, not with the screen.
 */
export type SchemaSource<S extends FormSchema> = S | (() => Promise<S>);

/**
 * The banner text of a failed call: a fallback shown when the server gave no message of its own
 * (errorMessage), or a function choosing the text (a screen's error catalogue, spec §8).
 */
export type FailureText = string | ((error: unknown) => string);

export interface FormBannerState {
  tone: 'error' | 'success';
  text: string;
}

export interface ContractFormOptions<S extends FormSchema> extends Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver' | 'defaultValues'
> {
  /** Every field of the form: server field errors are mapped onto these names. */
  defaultValues: z.input<S>;
}

export type ContractForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  /** The form-level message (errors that belong to no field, or a success). Cleared by any edit. */
  banner: FormBannerState | null;
  setBanner(banner: FormBannerState | null): void;
  /**
   * Props for Input, Textarea and the like: the registration, its error, and an onChange that
   * clears that field's error and the banner (spec §4: a field error clears when it is edited).
   */
  field<N extends Path<z.input<S>>>(name: N): UseFormRegisterReturn<N> & { error?: string };
  /**
   * Call from the form's onSubmit with its event: checks every field at once, and when some are bad focuses the first one
   * on the page; otherwise runs `onValid` with the parsed values. A failed call (a thrown error)
   * puts the server's field errors under their fields and the rest in the banner (see
   * FailureText); a cancelled call (see use-cancellable-mutation) shows nothing.
   */
  submit(
    event: FormEvent<HTMLFormElement> | undefined,
    onValid: (values: z.output<S>) => unknown,
    options?: { failure?: FailureText; onInvalid?: (errors: FieldErrors<z.input<S>>) => void },
  ): Promise<void>;
  /** Maps a failed call onto the fields and the banner (for mutations run with callbacks). */
  showServerErrors(error: unknown, failure: FailureText): void;
};

/** The names of the fields in error, a nested field's dotted ('quiet_hours.end') as its input is named. */
function errorNames(errors: object, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]: [string, unknown]) => {
    if (key === 'ref' || !value || typeof value !== 'object') return [];
    const name = prefix ? `${prefix}.${key}` : key;
    return [name, ...errorNames(value, name)];
  });
}

function resolverFor<S extends FormSchema>(source: SchemaSource<S>): Resolver<z.input<S>, unknown, z.output<S>> {
  if (typeof source !== 'function') return zodResolver(source as never) as never;
  let loaded: Resolver<z.input<S>, unknown, z.output<S>> | undefined;
  return async (values, context, options) => {
    loaded ??= zodResolver((await source()) as never) as never;
    return loaded(values, context, options);
  };
}

/**
 * One way to build a form (issue 14): react-hook-form checked by the contract's zod schema for the
 * route (the same schema the API validates with), every error at once under its field, focus on the
 * first bad field, server field errors mapped back onto the fields.
 */
export function useContractForm<S extends FormSchema>(
  schema: SchemaSource<S>,
  options: ContractFormOptions<S>,
): ContractForm<S> {
  const [resolver] = useState(() => resolverFor(schema));
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    resolver,
    // Errors show on submit; editing a field clears its own (field() below) rather than re-checking.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Focus goes to the first bad field in page order (focusFirstField), not registration order.
    shouldFocusError: false,
  } as UseFormProps<z.input<S>, unknown, z.output<S>>);
  const [banner, setBanner] = useState<FormBannerState | null>(null);
  const formElement = useRef<HTMLFormElement | null>(null);
  const { register, clearErrors, handleSubmit } = form;

  const { errors } = form.formState;
  const field = <N extends Path<z.input<S>>>(name: N) => {
    const registration = register(name, {
      onChange: () => {
        clearErrors(name);
        setBanner(null);
      },
    });
    // A dotted name ('quiet_hours.end') finds its error in the nested errors object.
    const error = (get(errors, name) as { message?: unknown } | undefined)?.message;
    // The schemas' texts are the contract's English: shown in the page's language.
    return { ...registration, error: typeof error === 'string' ? contractText(error) : undefined };
  };

  const showServerErrors = useCallback(
    (error: unknown, failure: FailureText) => {
      if (isCancelled(error)) return;
      const message = typeof failure === 'function' ? failure(error) : errorMessage(error, failure);
      const text = applyServerErrors(form, error, message, formElement.current);
      setBanner(text ? { tone: 'error', text } : null);
    },
    [form],
  );

  const submit: ContractForm<S>['submit'] = async (event, onValid, submitOptions = {}) => {
    event?.preventDefault();
    // React clears currentTarget once the handler returns: keep the form for the checks below.
    if (event?.currentTarget) formElement.current = event.currentTarget;
    setBanner(null);
    await handleSubmit(
      async (values) => {
        try {
          await onValid(values);
        } catch (error) {
          showServerErrors(error, submitOptions.failure ?? t`Something went wrong. Please try again.`);
        }
      },
      (errors) => {
        focusFirstField(formElement.current, errorNames(errors));
        submitOptions.onInvalid?.(errors);
      },
    )();
  };

  return { ...form, banner, setBanner, field, submit, showServerErrors };
}
