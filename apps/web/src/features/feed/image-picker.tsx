import { useEffect, useId, useMemo, useRef } from 'react';
import { Limits } from '@ourhood/contract';
import { PhotoIcon } from '../../components/ui/icons';

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
              ? 'cursor-not-allowed rounded-lg border border-stone-200 px-3 py-2 text-sm font-semibold text-stone-400'
              : 'cursor-pointer rounded-lg border border-stone-300 px-3 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-100 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600'
          }
        >
          <PhotoIcon className="mr-1.5 inline-block align-[-2px]" />
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
        <span className="text-xs text-stone-600">
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
                className="absolute right-1 top-1 flex h-8 w-8 items-center justify-center rounded-full bg-stone-900/75 text-lg text-white hover:bg-stone-900"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
