import { useState } from 'react';
import { readTheme, setTheme, type ThemeChoice } from '../../lib/theme';
import { SettingsSection } from './settings-section';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

const choices: { value: ThemeChoice; label: MessageDescriptor }[] = [
  { value: 'light', label: msg`Light` },
  { value: 'dark', label: msg`Dark` },
  { value: 'system', label: msg`System` },
];

/** Light, Dark or System (the default): applied at once and kept in this browser. */
export function AppearanceSection() {
  const { t } = useLingui();
  const [choice, setChoice] = useState(readTheme);
  return (
    <SettingsSection id="appearance" title={t`Appearance`} description={t`Choose the colour theme of this browser.`}>
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="sr-only">
          <Trans>Theme</Trans>
        </legend>
        <div className="flex flex-wrap gap-2">
          {choices.map((option) => (
            <label
              key={option.value}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-line-strong px-3 py-2 text-sm font-medium text-fg hover:bg-sunken has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus"
            >
              <input
                type="radio"
                name="theme"
                value={option.value}
                checked={choice === option.value}
                onChange={() => {
                  setChoice(option.value);
                  setTheme(option.value);
                }}
                className="h-4 w-4 accent-brand-700"
              />
              {t(option.label)}
            </label>
          ))}
        </div>
      </fieldset>
    </SettingsSection>
  );
}
