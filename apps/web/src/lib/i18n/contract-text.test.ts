import { afterEach, describe, expect, it } from 'vitest';
import { switchLocale } from './catalogs';
import { rateLimitWaitMessage, RateLimitMessages } from '@ourhood/contract';
import { contractMessage, contractText } from './contract-text';

afterEach(async () => {
  await switchLocale('en');
});

describe('contractText', () => {
  it("gives the contract's English text in the page's language", async () => {
    expect(contractText('Profile updated')).toBe('Profile updated');
    await switchLocale('fr');
    expect(contractText('Profile updated')).toBe('Profil mis à jour');
    await switchLocale('de');
    expect(contractText('Profile updated')).not.toBe('Profile updated');
  });

  it('leaves a text the catalogs do not know in English, and accents it in the pseudo-locale', async () => {
    await switchLocale('es');
    expect(contractText('Not a contract text')).toBe('Not a contract text');
    await switchLocale('pseudo');
    expect(contractText('Profile updated')).toMatch(/^Þŕóƒíĺé/);
  });

  it('formats an ICU message of the contract with its values, English from the contract itself', async () => {
    const { message, values } = rateLimitWaitMessage(30);
    expect(contractMessage(message, values, RateLimitMessages.wait(30))).toBe(RateLimitMessages.wait(30));
    await switchLocale('fr');
    expect(contractMessage(message, values, RateLimitMessages.wait(30))).toMatch(/30 secondes/);
  });
});
