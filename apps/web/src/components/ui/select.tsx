import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { cx } from './cx';
import { FieldError, fieldErrorProps } from './field-error';
import { contractText } from '../../lib/i18n/contract-text';

export interface SelectProps<V extends string> extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** The choices in order, each shown with its label. */
  options: readonly V[];
  labels: Readonly<Record<V, string>>;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled choice among fixed options, whose error is announced and tied to it (like `Input`). */
export function Select<V extends string>({ label, options, labels, error, className, id, ...rest }: SelectProps<V>) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={selectId} className="text-sm font-medium text-fg">
        {label}
      </label>
      <select
        id={selectId}
        {...fieldErrorProps(errorId, error)}
        className={cx(
          'w-full rounded-lg border bg-raised px-3 py-2 text-base text-fg',
          error ? 'border-danger' : 'border-line-strong',
        )}
        {...rest}
      >
        {options.map((value) => (
          <option key={value} value={value}>
            {contractText(labels[value])}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
