import { StorageKeys } from '@ourhood/contract/constants';

export type ThemeChoice = 'light' | 'dark' | 'system';

const systemDark = () => window.matchMedia('(prefers-color-scheme: dark)').matches;

/** The stored choice; 'system' when none (or storage is blocked). */
export function readTheme(): ThemeChoice {
  try {
    const stored = localStorage.getItem(StorageKeys.theme);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

/**
 * Stores the choice and applies it at once. public/theme.js applies the stored choice before first
 * paint on every load and follows the system while the choice is 'system'.
 */
export function setTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(StorageKeys.theme);
    else localStorage.setItem(StorageKeys.theme, choice);
  } catch {
    // Blocked storage: the choice lasts for this page only.
  }
  const dark = choice === 'dark' || (choice === 'system' && systemDark());
  document.documentElement.classList.toggle('dark', dark);
}
