// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLocale } from '../../lib/i18n/catalogs';
import { fail, mockApi, ok } from '../../test/api';
import { me } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import { LanguageSection } from './language-section';

afterEach(async () => {
  await switchLocale('en');
});

describe('LanguageSection', () => {
  it("saves the account's language, then shows the page in it", async () => {
    signIn();
    const api = mockApi({ 'PATCH /users/profile/me': ok(me({ locale: 'fr' }), 'Profile updated') });
    const { user } = renderScreen(<LanguageSection me={me()} />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('option', { name: 'العربية' })).toHaveAttribute('dir', 'rtl');

    await user.selectOptions(select, 'fr');
    await waitFor(() => expect(i18n.locale).toBe('fr'));
    expect(api.calls('PATCH /users/profile/me')[0]?.body).toEqual({ locale: 'fr' });
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem('ourhood-locale')).toBe('fr');
    // The section itself re-renders in French, the toast too.
    expect(await screen.findByText('Langue enregistrée')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Langue' })).toBeInTheDocument();
  });

  it('keeps the page as it was when the server refuses', async () => {
    signIn();
    mockApi({ 'PATCH /users/profile/me': fail(503, 'Service unavailable') });
    const { user } = renderScreen(<LanguageSection me={me({ locale: 'es' })} />);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('es');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    expect(i18n.locale).toBe('en');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('es');
  });
});
