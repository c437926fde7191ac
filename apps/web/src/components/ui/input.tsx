import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { cx } from './cx';
import { FieldError, fieldErrorProps } from './field-error';
import { inSentence } from './in-sentence';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** Text shown after the field (a show/hide toggle, for instance). */
  trailing?: ReactNode;
}

/** A labelled text field whose error is announced and tied to the input. */
export function Input({ label, error, hint, trailing, className, id, ...rest }: InputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-fg">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          {...fieldErrorProps(errorId, error, hint ? hintId : undefined)}
          className={cx(
            'w-full rounded-lg border bg-raised px-3 py-2 text-base text-fg placeholder:text-faint',
            error ? 'border-danger' : 'border-line-strong',
            trailing ? 'pe-16' : undefined,
          )}
          {...rest}
        />
        {trailing ? <div className="absolute inset-y-0 inset-e-1 flex items-center">{trailing}</div> : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A password field with a Show / Hide toggle. */
export function PasswordInput(props: Omit<InputProps, 'type' | 'trailing'>) {
  const { t, i18n } = useLingui();
  const [visible, setVisible] = useState(false);
  const field = inSentence(props.label, i18n.locale);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-label={visible ? t`Hide ${field}` : t`Show ${field}`}
          aria-pressed={visible}
          className="rounded px-2 py-1 text-xs font-semibold text-accent hover:bg-accent-soft"
        >
          {visible ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
        </button>
      }
    />
  );
}
