import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ModerationAction, ModerationQueueItem, ReportReason } from '@ourhood/contract';
import { reportReasons } from '@ourhood/contract';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { RelativeTime } from '../../components/ui/relative-time';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { REASON_LABEL, safetyApi, safetyKeys } from '../../lib/safety/safety-api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOwnProfile } from '../../lib/use-own-profile';
import { AdminAccounts } from './admin-accounts';
import { AwaitingAccounts } from './awaiting-accounts';
import { AdminReferralCodes } from './admin-referral-codes';
import { QueueItemReports, formatWeight } from './queue-item-reports';
import { TrustLevelControl } from './trust-level-control';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';

const SCORE_HINT = msg`The open reports' weight together: each counts by its reporter's trust level and past accuracy, less when linked`;

function QueueItem({ item }: { item: ModerationQueueItem }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const [reason, setReason] = useState<ReportReason>(item.reasons[0]?.reason ?? 'other');
  const act = useMutation({
    mutationFn: (body: { action: ModerationAction; duration_days?: 1 | 7 | 30 }) =>
      safetyApi.act({
        target_type: body.action === 'suspend' || body.action === 'ban' ? 'user' : item.target_type,
        target_id: body.action === 'suspend' || body.action === 'ban' ? (item.author?.id ?? '') : item.target_id,
        reason,
        ...body,
      }),
    onSuccess: (answer) => {
      toast(answer.message, { tone: 'success' });
      void client.invalidateQueries({ queryKey: safetyKeys.queueAll });
    },
    onError: (failure) => toast(errorMessage(failure, t`The action failed.`), { tone: 'error' }),
  });
  const label = item.target_type.replace('_', ' ');
  const reportCount = item.report_count;
  const score = formatWeight(item.score);
  const author = item.author;
  const authorName = author?.name ?? '';
  const actions = item.author_history.actions;
  const reportsAgainst = item.author_history.reports_against;
  return (
    <Card as="article" aria-label={t`Reported ${label}`} className="flex flex-col gap-2 p-4" data-testid="queue-item">
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">
        {label} · <Plural value={reportCount} one="# report" other="# reports" /> ·{' '}
        <span title={t(SCORE_HINT)}>
          <Trans>Score {score}</Trans>
        </span>
        {item.content.hidden ? t` · hidden` : ''}
        {item.awaiting_approval ? t` · awaiting approval` : ''} · <RelativeTime iso={item.last_activity_at} />
      </p>
      <p className="text-xs text-muted">{item.content.context}</p>
      <blockquote className="border-s-4 border-line ps-3 whitespace-pre-wrap text-fg">{item.content.text}</blockquote>
      {item.content.url ? (
        <Link to={item.content.url} className="text-sm text-accent">
          <Trans>Open in context</Trans>
        </Link>
      ) : null}
      {author ? (
        <p className="text-sm text-muted">
          <Trans>By {authorName}</Trans> · <Plural value={actions} one="# earlier actions" other="# earlier actions" />{' '}
          · <Plural value={reportsAgainst} one="# report against them" other="# reports against them" />
          {item.author_history.suspended_until ? t` · suspended` : ''}
          {item.author_history.banned ? t` · banned` : ''}
        </p>
      ) : null}
      {item.author ? (
        // Keyed by the level so that the select starts again from the level the refetched queue says.
        <TrustLevelControl
          key={String(item.author_trust_level)}
          userId={item.author.id}
          level={item.author_trust_level}
        />
      ) : null}
      {item.reasons.length > 0 ? (
        <p className="text-sm text-fg">
          {item.reasons.map((entry) => `${REASON_LABEL[entry.reason]} × ${entry.count}`).join(', ')}
        </p>
      ) : null}
      <QueueItemReports reports={item.reports} />
      {item.appeals.map(({ id, action, note }) => (
        <Banner key={id} tone="info">
          <Trans>
            Appeal of the {action}: “{note}”
          </Trans>
        </Banner>
      ))}
      <div className="flex flex-wrap items-center gap-2">
        <label className="text-sm text-fg">
          <Trans>Rule</Trans>{' '}
          <select
            value={reason}
            onChange={(event) => setReason(event.target.value as ReportReason)}
            className="rounded-lg border border-line bg-raised px-2 py-1"
          >
            {reportReasons.map((value) => (
              <option key={value} value={value}>
                {REASON_LABEL[value]}
              </option>
            ))}
          </select>
        </label>
        {item.awaiting_approval ? (
          <Button onClick={() => act.mutate({ action: 'approve' })}>
            <Trans>Approve</Trans>
          </Button>
        ) : null}
        {item.content.hidden ? (
          <Button onClick={() => act.mutate({ action: 'restore' })}>
            <Trans>Restore</Trans>
          </Button>
        ) : (
          <Button onClick={() => act.mutate({ action: 'hide' })}>
            <Trans>Hide</Trans>
          </Button>
        )}
        <Button variant="secondary" onClick={() => act.mutate({ action: 'dismiss' })}>
          <Trans>Dismiss</Trans>
        </Button>
        {item.author ? (
          <>
            <Button variant="secondary" onClick={() => act.mutate({ action: 'suspend', duration_days: 1 })}>
              <Trans>Suspend 1 day</Trans>
            </Button>
            <Button variant="secondary" onClick={() => act.mutate({ action: 'suspend', duration_days: 7 })}>
              <Trans>7 days</Trans>
            </Button>
            <Button variant="secondary" onClick={() => act.mutate({ action: 'suspend', duration_days: 30 })}>
              <Trans>30 days</Trans>
            </Button>
            <Button variant="secondary" onClick={() => act.mutate({ action: 'ban' })}>
              <Trans>Ban</Trans>
            </Button>
          </>
        ) : null}
      </div>
    </Card>
  );
}

/** /dashboard/moderation: the queue for moderators and admins (issue 17). */
export default function ModerationPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Moderation`);
  const me = useOwnProfile();
  const staff = me.data?.role === 'moderator' || me.data?.role === 'admin';
  const [sort, setSort] = useState<'most_reported' | 'newest'>('most_reported');
  const queue = useQuery({
    queryKey: safetyKeys.queue(sort),
    queryFn: ({ signal }) => safetyApi.queue(sort, signal),
    enabled: staff,
  });
  if (me.data && !staff) {
    return (
      <main id="main" className="mx-auto flex w-full max-w-4xl flex-col gap-3 px-3 py-6 sm:px-6">
        <h1 className="text-2xl font-bold text-fg">
          <Trans>Moderation</Trans>
        </h1>
        <p className="text-muted">
          <Trans>This page is for moderators.</Trans>{' '}
          <Trans>
            To report a post, a comment or a person, use Report on it; moderators read every report. The{' '}
            <Link to="/moderation-log" className="text-accent underline">
              moderation log
            </Link>{' '}
            shows what they decided.
          </Trans>
        </p>
        <Link to="/dashboard" className="self-start text-sm font-semibold text-accent">
          <Trans>Back to home</Trans>
        </Link>
      </main>
    );
  }
  return (
    <main id="main" className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-3 py-6 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-2xl font-bold text-fg">
          <Trans>Moderation queue</Trans>
        </h1>
        <label className="text-sm text-fg">
          <Trans>Order</Trans>{' '}
          <select
            value={sort}
            onChange={(event) => setSort(event.target.value as 'most_reported' | 'newest')}
            className="rounded-lg border border-line bg-raised px-2 py-1"
          >
            <option value="most_reported">{t`Most reported`}</option>
            <option value="newest">{t`Newest`}</option>
          </select>
        </label>
      </header>
      {staff ? <AwaitingAccounts /> : null}
      {queue.error ? (
        <Banner tone="error">{errorMessage(queue.error, t`The queue could not be loaded.`)}</Banner>
      ) : null}
      {queue.data && queue.data.data.length === 0 ? (
        <p className="text-muted">
          <Trans>Nothing to review.</Trans>
        </p>
      ) : null}
      {queue.data?.data.map((item) => (
        <QueueItem key={`${item.target_type}:${item.target_id}`} item={item} />
      ))}
      {me.data?.role === 'admin' ? <AdminAccounts /> : null}
      {me.data?.role === 'admin' ? <AdminReferralCodes /> : null}
      <Link to="/moderation-log" className="text-sm text-accent">
        <Trans>Public moderation log</Trans>
      </Link>
    </main>
  );
}
