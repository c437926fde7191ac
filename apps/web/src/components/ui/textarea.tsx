import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { cx } from './cx';
import { FieldError, fieldErrorProps } from './field-error';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** Keeps the label for assistive technology only, where the context already shows it. */
  hideLabel?: boolean;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line field whose error is announced and tied to it, like Input. */
export function Textarea({ label, hideLabel, error, className, id, ...rest }: TextareaProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = `${fieldId}-error`;
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={fieldId} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-fg'}>
        {label}
      </label>
      <textarea
        id={fieldId}
        {...fieldErrorProps(errorId, error)}
        className={cx(
          'w-full resize-y rounded-lg border bg-raised px-3 py-2 text-base text-fg placeholder:text-faint',
          error ? 'border-danger' : 'border-line-strong',
        )}
        {...rest}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
