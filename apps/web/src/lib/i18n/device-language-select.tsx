import { useLingui } from '@lingui/react';
import { isLocale } from '@ourhood/contract/locales';
import { chooseLocale } from './account-locale';
import { LanguageSelect } from './language-select';

/**
 * The public pages' language switcher: this device's language, switched at once and remembered
 * here (a signed-in account's saved language is set in Settings → Language).
 */
export function DeviceLanguageSelect({
  label,
  reviewLabel,
  className,
}: {
  label: string;
  reviewLabel: string;
  className?: string;
}) {
  const { i18n } = useLingui();
  return (
    <LanguageSelect
      label={label}
      reviewLabel={reviewLabel}
      hideLabel
      value={isLocale(i18n.locale) ? i18n.locale : null}
      onChange={(locale) => void chooseLocale(locale)}
      className={className}
    />
  );
}
