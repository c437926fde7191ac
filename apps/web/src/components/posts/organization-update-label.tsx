import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';

/** 'Update' and, for an offer, when it ends: under the organization's name on its update's card. */
export function OrganizationUpdateLabel({ offerEndsAt }: { offerEndsAt: string | null }) {
  const { i18n } = useLingui();
  const ends = offerEndsAt ? new Date(offerEndsAt) : null;
  // The time the card was first shown: whether the offer had ended then.
  const [shownAt] = useState(() => Date.now());
  const ended = ends !== null && ends.getTime() < shownAt;
  const endsIso = ends?.toISOString();
  const endDay = ends ? i18n.date(ends, { weekday: 'short', month: 'short', day: 'numeric' }) : '';
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="organization-update-label">
      <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 font-medium text-accent">
        <Megaphone className="h-4 w-4" aria-hidden />
        <Trans>Organization update</Trans>
      </span>
      {ends ? (
        <span className={ended ? 'text-faint' : 'text-muted'}>
          {ended ? (
            <Trans>
              Offer ended <time dateTime={endsIso}>{endDay}</time>
            </Trans>
          ) : (
            <Trans>
              Offer ends <time dateTime={endsIso}>{endDay}</time>
            </Trans>
          )}
        </span>
      ) : null}
    </p>
  );
}
