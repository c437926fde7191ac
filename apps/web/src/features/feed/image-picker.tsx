import { useEffect, useId, useMemo, useRef } from 'react';
import { Limits } from '@ourhood/contract';
import { Image, X } from 'lucide-react';

export interface ImagePickerProps {
  images: File[];
  onChange(images: File[]): void;
  disabled?: boolean;
}

/** Picks up to Limits.imagesPerPost images, shows previews, and lets each be removed again. */
export function ImagePicker({ images, onChange, disabled }: ImagePickerProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => images.map((file) => URL.createObjectURL(file)), [images]);
  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const full = images.length >= Limits.imagesPerPost;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={inputId}
          className={
            full || disabled
              ? 'cursor-not-allowed rounded-lg border border-line px-3 py-2 text-sm font-semibold text-faint'
              : 'cursor-pointer rounded-lg border border-line-strong px-3 py-2 text-sm font-semibold text-fg hover:bg-sunken has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus'
          }
        >
          <Image className="mr-1.5 inline-block h-4 w-4 align-[-2px]" />
          Add photos
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/*"
            multiple
            disabled={full || disabled}
            className="sr-only"
            onChange={(event) => {
              const picked = Array.from(event.target.files ?? []).filter((file) => file.type.startsWith('image/'));
              onChange([...images, ...picked]);
              // Allows picking the same file again after removing it.
              event.target.value = '';
            }}
          />
        </label>
        <span className="text-xs text-muted">
          {images.length} of {Limits.imagesPerPost} photos
        </span>
      </div>
      {images.length > 0 ? (
        <ul aria-label="Selected photos" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {images.map((file, index) => (
            <li key={previews[index]} className="relative">
              <img
                src={previews[index]}
                alt={`Selected photo ${index + 1}: ${file.name}`}
                className="aspect-square w-full rounded-lg object-cover"
              />
              <button
                type="button"
                disabled={disabled}
                onClick={() => {
                  onChange(images.filter((_, other) => other !== index));
                  input.current?.focus();
                }}
                aria-label={`Remove photo ${index + 1}`}
                className="absolute right-1 top-1 flex h-8 w-8 items-center justify-center rounded-full bg-scrim/75 text-white hover:bg-scrim"
              >
                <X className="h-5 w-5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
