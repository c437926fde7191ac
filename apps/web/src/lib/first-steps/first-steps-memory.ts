import { StorageKeys } from '@ourhood/contract/constants';

/**
 * Whether the "First steps" guide was hidden (dismissed or all done) the last time this device saw
 * it, for this account. Home reserves the guide's height while it loads only when it will probably
 * show, so the feed below does not jump down when it arrives, nor up when it turns out hidden.
 * A hint only: the server's answer always decides what is shown.
 */
export function firstStepsLastHidden(userId: string | undefined): boolean {
  if (!userId) return false;
  try {
    return localStorage.getItem(StorageKeys.firstStepsHidden) === userId;
  } catch {
    return false;
  }
}

/** Remembers the server's answer for the next visit (storage may be full or refused: then no hint). */
export function rememberFirstStepsHidden(userId: string | undefined, hidden: boolean): void {
  if (!userId) return;
  try {
    if (hidden) localStorage.setItem(StorageKeys.firstStepsHidden, userId);
    else if (localStorage.getItem(StorageKeys.firstStepsHidden) === userId) {
      localStorage.removeItem(StorageKeys.firstStepsHidden);
    }
  } catch {
    // Private modes may refuse storage; the guide still shows, only its placeholder is a guess.
  }
}
