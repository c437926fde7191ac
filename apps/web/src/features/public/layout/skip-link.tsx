import { Trans } from '@lingui/react/macro';

/** First focusable element of every public page: jumps keyboard users past the top bar. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-raised px-4 py-2 font-semibold text-accent shadow focus:not-sr-only focus:fixed focus:top-3 focus:inset-s-3"
    >
      <Trans>Skip to content</Trans>
    </a>
  );
}
