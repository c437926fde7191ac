import { Trans } from '@lingui/react/macro';

/**
 * Shown while a screen's code is being fetched: an empty placeholder holding the space (announced
 * to screen readers), not a spinner. Each screen shows its own skeleton, in place, once its code
 * has arrived, so the page goes from blank to skeleton to content without a spinner jumping first.
 */
export function RouteFallback() {
  return (
    <div role="status" className="min-h-[50vh]">
      <span className="sr-only">
        <Trans>Loading page</Trans>
      </span>
    </div>
  );
}
