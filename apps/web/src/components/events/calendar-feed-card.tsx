import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { toast } from '../ui/toast';
import { errorMessage } from '../../lib/api-client';
import { eventKeys } from '../../lib/events/event-keys';
import { eventsApi } from '../../lib/events/events-api';
import { Trans, useLingui } from '@lingui/react/macro';

/** Copies text, falling back to selecting it for the user. */
async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The personal calendar feed (issue 16): the secret URL to paste into a calendar app, Copy, and
 * (with `rotate`) a new URL that stops the old one at once.
 */
export function CalendarFeedCard({ rotate = false }: { rotate?: boolean }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const inputId = useId();
  const [confirming, setConfirming] = useState(false);
  const feed = useQuery({ queryKey: eventKeys.feedUrl, queryFn: ({ signal }) => eventsApi.feedUrl(signal) });
  const rotation = useMutation({
    mutationFn: () => eventsApi.rotateFeedUrl(),
    onSuccess: (result) => {
      client.setQueryData(eventKeys.feedUrl, result);
      setConfirming(false);
      toast(t`New calendar link created. The old one no longer works.`, { tone: 'success' });
    },
  });
  const url = feed.data?.data.url ?? '';
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium text-fg">
        <Trans>Your calendar feed URL</Trans>
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          readOnly
          value={feed.isPending ? t`Loading…` : url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-line-strong bg-sunken px-3 py-2 text-sm text-fg"
          data-testid="calendar-feed-url"
        />
        <Button
          variant="secondary"
          disabled={!url}
          onClick={async () => {
            if (await copy(url)) toast(t`Calendar link copied`, { tone: 'success' });
            else toast(t`Select the link and copy it`, { tone: 'info' });
          }}
        >
          <Trans>Copy link</Trans>
        </Button>
        {rotate ? (
          <Button variant="ghost" disabled={!url} onClick={() => setConfirming(true)}>
            <Trans>New link</Trans>
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-muted">
        <Trans>
          Subscribe to it in Google Calendar, Apple Calendar or Outlook: events you go to, are interested in or
          organize, and your groups&apos; events, kept up to date. Anyone with the link can see them; keep it private.
        </Trans>
      </p>
      {feed.isError ? (
        <Banner tone="error">{errorMessage(feed.error, t`Could not load your calendar link.`)}</Banner>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t`Create a new calendar link?`}
        confirmLabel={t`Create new link`}
        busy={rotation.isPending}
        error={rotation.isError ? errorMessage(rotation.error, t`Could not create a new link.`) : null}
        onConfirm={() => rotation.mutate()}
        onClose={() => setConfirming(false)}
      >
        <Trans>Calendars subscribed to the old link stop updating at once. Paste the new link into them.</Trans>
      </ConfirmDialog>
    </div>
  );
}
