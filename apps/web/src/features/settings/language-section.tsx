import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { isLocale, type Locale } from '@ourhood/contract/locales';
import type { UserSelf } from '@ourhood/contract';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { chooseLocale } from '../../lib/i18n/account-locale';
import { LanguageSelect } from '../../lib/i18n/language-select';
import { profilesApi } from '../../lib/profiles/profiles-api';
import { ownProfileKey } from '../../lib/use-own-profile';
import { SettingsSection } from './settings-section';

/**
 * The account's language: screens on every device it signs in on, e-mails and push notifications.
 * "Your browser's language" (null) lets each device follow its browser again.
 */
export function LanguageSection({ me }: { me: UserSelf }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const saved = isLocale(me.locale) ? me.locale : null;
  const save = useMutation({
    mutationFn: (locale: Locale | null) => profilesApi.updateMe({ locale }),
    onSuccess: async (_answer, locale) => {
      // The page switches before the toast, so the toast is in the language just chosen.
      await chooseLocale(locale);
      await client.invalidateQueries({ queryKey: ownProfileKey });
      toast(t`Language saved`, { tone: 'success' });
    },
    onError: (error) => toast(errorMessage(error, t`Could not save your language`), { tone: 'error' }),
  });
  return (
    <SettingsSection
      id="language"
      title={t`Language`}
      description={t`The language of Ourhood on every device you sign in on, and of the e-mails and notifications you get.`}
    >
      <LanguageSelect
        label={t`Language`}
        reviewLabel={t`Awaiting review by native speakers`}
        hideLabel
        automaticLabel={t`Your browser's language`}
        value={save.isPending ? (save.variables ?? null) : saved}
        disabled={save.isPending}
        onChange={(locale) => save.mutate(locale)}
        className="max-w-sm"
      />
      <p className="text-xs text-muted">
        <Trans>Missing a language, or a translation that reads wrong? Ourhood is translated by its community.</Trans>
      </p>
    </SettingsSection>
  );
}
