import { Component, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

/**
 * Catches what a screen throws while rendering (or a chunk that would not load even after the
 * reload of lazy-page.tsx) so one broken screen never blanks the whole app: a friendly message and
 * a Reload button, in place of the screen.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
        <h2 className="text-xl font-bold text-fg">
          <Trans>This page could not be shown</Trans>
        </h2>
        <p className="text-muted">
          <Trans>Something went wrong on our side. Reloading usually fixes it.</Trans>
        </p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          <Trans>Reload</Trans>
        </button>
      </div>
    );
  }
}
