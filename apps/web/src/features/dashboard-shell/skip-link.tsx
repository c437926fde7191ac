import { Trans } from '@lingui/react/macro';

/** The first stop of the keyboard in both shells: straight to the page's content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:inset-s-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-raised focus:px-4 focus:py-2 focus:font-semibold"
    >
      <Trans>Skip to content</Trans>
    </a>
  );
}
