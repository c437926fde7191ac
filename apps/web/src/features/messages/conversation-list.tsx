import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Conversation } from '@ourhood/contract';
import { Avatar } from '../../components/ui/avatar';
import { Banner } from '../../components/ui/banner';
import { cx } from '../../components/ui/cx';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadMore } from '../../components/ui/load-more';
import { RelativeTime } from '../../components/ui/relative-time';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs } from '../../components/ui/tabs';
import { errorMessage } from '../../lib/api-client';
import { messageKeys } from '../../lib/messages/message-keys';
import { useMessageUnread } from '../../lib/messages/use-message-unread';
import { usePagedList } from '../../lib/use-paged-list';
import { messagesApi } from './messages-api';
import { messagePreview, otherName } from './message-text';

type Box = 'inbox' | 'requests';

/** The inbox and the message requests, latest activity first, a page at a time. */
export function ConversationList({ selectedId }: { selectedId?: string }) {
  const { t } = useLingui();
  const [box, setBox] = useState<Box>('inbox');
  const { requests_count: requestsCount } = useMessageUnread();
  const { query, items } = usePagedList(messageKeys.list(box), (page, signal) => messagesApi.list(box, page, signal));
  const tabs = [
    { key: 'inbox', label: t`Inbox` },
    { key: 'requests', label: requestsCount > 0 ? t`Requests (${requestsCount})` : t`Requests` },
  ] as const;
  return (
    <Tabs<Box> label={t`Conversations`} tabs={tabs} selected={box} onSelect={setBox}>
      <div className="mt-3 flex flex-col gap-2">
        {box === 'requests' ? (
          <p className="text-sm text-muted">
            <Trans>
              First messages from people you don&apos;t follow and haven&apos;t dealt with. They can&apos;t write again
              until you accept.
            </Trans>
          </p>
        ) : null}
        {query.isPending ? (
          <>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </>
        ) : query.isError ? (
          <Banner tone="error">{errorMessage(query.error, t`Failed to load conversations`)}</Banner>
        ) : items.length === 0 ? (
          <EmptyState>
            {box === 'inbox' ? <Trans>No conversations yet.</Trans> : <Trans>No message requests.</Trans>}
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-1" data-testid={`conversations-${box}`}>
            {items.map((conversation) => (
              <li key={conversation.id}>
                <ConversationRow conversation={conversation} selected={conversation.id === selectedId} />
              </li>
            ))}
          </ul>
        )}
        <LoadMore query={query} />
      </div>
    </Tabs>
  );
}

function ConversationRow({ conversation, selected }: { conversation: Conversation; selected: boolean }) {
  const { t } = useLingui();
  const name = otherName(conversation);
  const unread = conversation.unread_count;
  const subjectTitle = conversation.subject?.title;
  return (
    <Link
      to={`/dashboard/messages/${conversation.id}`}
      aria-current={selected ? 'page' : undefined}
      className={cx(
        'flex items-center gap-3 rounded-xl border px-3 py-2',
        selected ? 'border-accent bg-accent-soft' : 'border-line bg-raised hover:bg-sunken',
      )}
    >
      <Avatar name={name} url={conversation.other?.profile_picture?.url} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cx('truncate text-fg', unread > 0 ? 'font-bold' : 'font-semibold')}>{name}</span>
          <RelativeTime iso={conversation.last_message_at} className="shrink-0 text-xs text-muted" />
        </span>
        {subjectTitle ? (
          <span className="block truncate text-xs text-muted">
            <Trans>Re: {subjectTitle}</Trans>
          </span>
        ) : null}
        <span className="flex items-center justify-between gap-2">
          <span className={cx('truncate text-sm', unread > 0 ? 'text-fg' : 'text-muted')}>
            {conversation.status !== 'accepted' && conversation.started_by_me
              ? t`Waiting for an answer`
              : messagePreview(conversation.last_message)}
          </span>
          {unread > 0 ? (
            <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
              {unread}
              <span className="sr-only">
                {' '}
                <Trans>unread</Trans>
              </span>
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
