import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ImageMessages, ImageUpload } from '@ourhood/contract/constants';
import { cx } from './cx';
import { FieldError, fieldErrorProps } from './field-error';
import { inSentence } from './in-sentence';
import { contractText } from '../../lib/i18n/contract-text';

/** A line under a chosen file's preview: its upload under way, or why it cannot be used. */
export interface FileNote {
  text: string;
  tone: 'busy' | 'error';
}

export interface ImagePickerProps {
  /** The field's name: the file input's accessible name, shown above it unless hideLabel. */
  label: string;
  hideLabel?: boolean;
  /** The chosen files (the form's value). */
  files: File[];
  onChange(files: File[]): void;
  /** Most files that may be chosen (1: choosing again replaces the file). */
  max?: number;
  /** The saved image shown while no file is chosen (a current avatar, logo or cover). */
  current?: { url: string; alt: string } | null;
  /** Offers 'Remove' for the saved image. */
  onRemoveCurrent?: () => void;
  /** The preview's text alternative for a single file ('Preview of <file name>' by default). */
  previewAlt?: string;
  /** Text of the choose button ('Choose image' by default). */
  chooseText?: string;
  /** The previews' shape: photos are square, an avatar round, a cover wide. */
  shape?: 'square' | 'round' | 'wide';
  error?: string;
  disabled?: boolean;
  /** The note under each chosen file's preview (forms that upload a file as soon as it is chosen). */
  noteOf?: (file: File) => FileNote | undefined;
  /** For forms: the input's name (focus on error) and ref. */
  name?: string;
  ref?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

const previewShape = {
  square: 'aspect-square rounded-lg',
  round: 'aspect-square rounded-full',
  wide: 'aspect-[3/1] rounded-lg',
} as const;

/** Checks a chosen file against the contract's accepted types and size limit. */
export function imageProblem(file: File): string | undefined {
  // Some systems give HEIC files no type: the server sniffs the bytes and decides.
  if (file.type && !(ImageUpload.types as readonly string[]).includes(file.type))
    return contractText(ImageMessages.wrongType);
  if (file.size > ImageUpload.maxBytes) return contractText(ImageMessages.tooLarge);
  return undefined;
}

/**
 * The one image picker (issue 14): a styled, keyboard-reachable choose button over a native file
 * input (accepted types from the contract), previews of the chosen files (or the saved image), a
 * Remove button for each, and the size and type checks before anything is sent.
 */
export function ImagePicker({
  label,
  hideLabel,
  files,
  onChange,
  max = 1,
  current,
  onRemoveCurrent,
  chooseText,
  previewAlt,
  shape = 'square',
  error,
  disabled,
  noteOf,
  name,
  ref,
  onBlur,
}: ImagePickerProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const input = useRef<HTMLInputElement | null>(null);
  const [rejected, setRejected] = useState<string | undefined>();
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const multiple = max > 1;
  const full = multiple && files.length >= max;
  const shown = error ?? rejected;
  const chosen = files.length;
  const field = inSentence(label, i18n.locale);

  const setInput = (node: HTMLInputElement | null) => {
    input.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const choose = (picked: File[]) => {
    const problems = picked.map(imageProblem).filter(Boolean);
    const good = picked.filter((file) => !imageProblem(file));
    setRejected(problems[0]);
    if (good.length === 0) return;
    onChange(multiple ? [...files, ...good] : good.slice(0, 1));
  };

  const remove = (index: number) => {
    setRejected(undefined);
    onChange(files.filter((_, other) => other !== index));
    input.current?.focus();
  };

  return (
    <div className="flex flex-col gap-2">
      {hideLabel ? null : <span className="text-sm font-medium text-fg">{label}</span>}
      <div className="flex flex-wrap items-center gap-3">
        <label
          className={cx(
            'inline-flex min-h-10 items-center gap-1.5 rounded-lg border px-3 py-2 text-sm font-semibold',
            full || disabled
              ? 'cursor-not-allowed border-line text-faint'
              : 'cursor-pointer border-line-strong bg-raised text-fg hover:bg-sunken has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus',
          )}
        >
          <ImagePlus className="h-4 w-4" />
          {chooseText ?? t`Choose image`}
          <input
            ref={setInput}
            type="file"
            name={name}
            aria-label={label}
            accept={ImageUpload.accept}
            multiple={multiple}
            disabled={full || disabled}
            className="sr-only"
            {...fieldErrorProps(errorId, shown, hintId)}
            onBlur={onBlur}
            onChange={(event) => {
              choose(Array.from(event.target.files ?? []));
              // Allows picking the same file again after removing it.
              event.target.value = '';
            }}
          />
        </label>
        <span id={hintId} className="text-xs text-muted">
          {multiple ? <>{t`${chosen} of ${max} photos.`} </> : null}
          {contractText(ImageMessages.hint)}
        </span>
      </div>
      {files.length > 0 ? (
        <ul
          aria-label={multiple ? t`Selected photos` : t`Selected image`}
          className={multiple ? 'grid grid-cols-2 gap-2 sm:grid-cols-4' : 'flex'}
        >
          {files.map((file, index) => {
            const number = index + 1;
            const fileName = file.name;
            const note = noteOf?.(file);
            const noteId = `${id}-note-${index}`;
            return (
              <li
                key={previews[index]}
                className={cx('relative', multiple ? undefined : shape === 'wide' ? 'w-full' : 'w-32')}
              >
                <img
                  src={previews[index]}
                  alt={multiple ? t`Selected photo ${number}: ${fileName}` : (previewAlt ?? t`Preview of ${fileName}`)}
                  aria-describedby={note ? noteId : undefined}
                  className={cx(
                    'w-full border object-cover',
                    note?.tone === 'error' ? 'border-danger' : 'border-line',
                    previewShape[shape],
                  )}
                />
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => remove(index)}
                  aria-label={multiple ? t`Remove photo ${number}` : t`Remove ${fileName}`}
                  aria-describedby={note ? noteId : undefined}
                  className="absolute inset-e-1 top-1 flex h-8 w-8 items-center justify-center rounded-full bg-scrim/75 text-white hover:bg-scrim"
                >
                  <X className="h-5 w-5" />
                </button>
                {noteOf ? (
                  // Always there while notes are asked for: a live region announces what changes in
                  // it (a photo becoming unusable), not one that appears with its text.
                  <p
                    id={noteId}
                    role="status"
                    className={cx(
                      'mt-1 flex items-center gap-1 text-xs',
                      note?.tone === 'error' ? 'text-danger' : 'text-muted',
                    )}
                  >
                    {note?.tone === 'busy' ? (
                      <span
                        aria-hidden="true"
                        className="inline-block h-3 w-3 shrink-0 animate-spin rounded-full border-2 border-accent border-t-transparent"
                      />
                    ) : null}
                    {note?.text}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : current ? (
        <div className={cx('relative', shape === 'wide' ? 'w-full' : 'w-32')}>
          <img
            src={current.url}
            alt={current.alt}
            className={cx('w-full border border-line object-cover', previewShape[shape])}
          />
          {onRemoveCurrent ? (
            <button
              type="button"
              disabled={disabled}
              onClick={onRemoveCurrent}
              aria-label={t`Remove ${field}`}
              className="absolute inset-e-1 top-1 flex h-8 w-8 items-center justify-center rounded-full bg-scrim/75 text-white hover:bg-scrim"
            >
              <X className="h-5 w-5" />
            </button>
          ) : null}
        </div>
      ) : null}
      <FieldError id={errorId} error={shown} />
    </div>
  );
}
