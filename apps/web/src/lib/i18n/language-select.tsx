import { COMPLETE_LOCALES, LOCALE_DETAILS, REVIEW_LOCALES, type Locale } from '@ourhood/contract/locales';
import { useId } from 'react';

interface LanguageSelectProps {
  /** The chosen language, or null for "the browser's" when `automaticLabel` is given. */
  value: Locale | null;
  onChange: (locale: Locale | null) => void;
  label: string;
  /** Names the group of languages whose translations await review by native speakers. */
  reviewLabel: string;
  /** Offers "follow the browser" (null) first, with this label. */
  automaticLabel?: string;
  hideLabel?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * Every language by its own name ("Deutsch", "العربية"), so a person finds theirs whatever the page
 * is shown in; each option says its language, for screen readers and fonts. Languages awaiting
 * review by native speakers come in their own group, so nobody takes them for finished work.
 */
export function LanguageSelect({
  value,
  onChange,
  label,
  reviewLabel,
  automaticLabel,
  hideLabel,
  disabled,
  className,
}: LanguageSelectProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-fg'}>
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange((event.target.value || null) as Locale | null)}
        className="min-h-10 w-full rounded-lg border border-line-strong bg-surface px-3 py-2 text-sm text-fg focus-visible:outline-3 focus-visible:outline-focus"
      >
        {automaticLabel ? <option value="">{automaticLabel}</option> : null}
        {COMPLETE_LOCALES.map(languageOption)}
        <optgroup label={reviewLabel}>{REVIEW_LOCALES.map(languageOption)}</optgroup>
      </select>
    </div>
  );
}

function languageOption(locale: Locale) {
  return (
    <option key={locale} value={locale} lang={locale} dir={LOCALE_DETAILS[locale].dir}>
      {LOCALE_DETAILS[locale].name}
    </option>
  );
}
