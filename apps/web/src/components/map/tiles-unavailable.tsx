import { Trans } from '@lingui/react/macro';

/**
 * Says the tiles did not load (offline, blocked); the points still show on the plain background.
 * At the map's top right in every language: the map and its zoom control (top left) are not
 * mirrored, so a logical `start` would cover the control in right-to-left languages.
 */
export function TilesUnavailable({ testId }: { testId?: string }) {
  return (
    <p
      role="status"
      className="pointer-events-none absolute right-2 top-2 z-[1000] rounded bg-raised/90 px-2 py-1 text-xs text-muted shadow"
      data-testid={testId}
    >
      <Trans>Map tiles unavailable</Trans>
    </p>
  );
}
