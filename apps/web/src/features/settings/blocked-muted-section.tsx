import type { BlockEntry } from '@ourhood/contract';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { authorName } from '../../components/posts/author-name';
import { Avatar } from '../../components/ui/avatar';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { RelativeTime } from '../../components/ui/relative-time';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api-client';
import { useBlockMute, useRelations } from '../../lib/safety/use-block-mute';
import { SettingsSection } from './settings-section';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

type Kind = 'blocked' | 'muted';

const groups: Record<Kind, { title: MessageDescriptor; undo: 'unblock' | 'unmute'; label: MessageDescriptor }> = {
  blocked: { title: msg`Blocked`, undo: 'unblock', label: msg`Unblock` },
  muted: { title: msg`Muted`, undo: 'unmute', label: msg`Unmute` },
};

function RelationRow({ entry, kind }: { entry: BlockEntry; kind: Kind }) {
  const { t } = useLingui();
  const name = authorName(entry.user);
  const relation = useBlockMute({ id: entry.user.id, name, avatarUrl: entry.user.profile_picture?.url ?? null });
  const group = groups[kind];
  return (
    <li className="flex items-center gap-3 py-2">
      <Avatar name={name} url={entry.user.profile_picture?.url} className="h-9 w-9 text-xs" />
      <div className="min-w-0 flex-1">
        <Link to={`/dashboard/profile/${entry.user.id}`} className="block truncate font-medium text-fg hover:underline">
          {name}
        </Link>
        <p className="text-xs text-muted">
          {kind === 'blocked' ? (
            <Trans>
              Blocked <RelativeTime iso={entry.since} />
            </Trans>
          ) : (
            <Trans>
              Muted <RelativeTime iso={entry.since} />
            </Trans>
          )}
        </p>
      </div>
      <Button
        variant="secondary"
        className="min-h-9"
        aria-label={kind === 'blocked' ? t`Unblock ${name}` : t`Unmute ${name}`}
        busy={relation.pending === group.undo}
        onClick={() => relation.change(group.undo)}
      >
        {t(group.label)}
      </Button>
    </li>
  );
}

/** One list (Blocked or Muted); when a row leaves with the focus on it, focus goes to the list's heading. */
function RelationGroup({ kind, entries }: { kind: Kind; entries: BlockEntry[] }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const count = useRef(entries.length);
  useEffect(() => {
    const shrank = entries.length < count.current;
    count.current = entries.length;
    if (shrank && !root.current?.contains(document.activeElement)) heading.current?.focus();
  }, [entries.length]);
  const headingId = `relations-${kind}`;
  return (
    <div ref={root} className="flex flex-col">
      <h3 ref={heading} id={headingId} tabIndex={-1} className="text-sm font-semibold text-fg outline-none">
        {t(groups[kind].title)} ({entries.length})
      </h3>
      {entries.length === 0 ? (
        <p className="py-2 text-sm text-muted">
          {kind === 'blocked' ? <Trans>You haven't blocked anyone.</Trans> : <Trans>You haven't muted anyone.</Trans>}
        </p>
      ) : (
        <ul aria-labelledby={headingId} className="divide-y divide-line">
          {entries.map((entry) => (
            <RelationRow key={entry.user.id} entry={entry} kind={kind} />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Settings: the accounts one blocked and muted (GET /users/me/blocks), each undone with one click;
 * a placeholder while they load, a retry when they fail.
 */
export function BlockedMutedSection() {
  const { t } = useLingui();
  const relations = useRelations();
  return (
    <SettingsSection
      id="blocked-muted-heading"
      title={t`Blocked and muted`}
      description={t`Blocked accounts can't see your posts or message you, and you don't see theirs. Muted accounts' posts and notifications stay out of your way; they aren't told.`}
    >
      {relations.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">
            <Trans>Loading blocked and muted accounts</Trans>
          </span>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : relations.isError ? (
        <div className="flex flex-col items-start gap-2">
          <Banner tone="error">
            {errorMessage(relations.error, t`Could not load your blocked and muted accounts`)}
          </Banner>
          <Button variant="secondary" busy={relations.isFetching} onClick={() => void relations.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <RelationGroup kind="blocked" entries={relations.data.blocked} />
          <RelationGroup kind="muted" entries={relations.data.muted} />
        </div>
      )}
    </SettingsSection>
  );
}
