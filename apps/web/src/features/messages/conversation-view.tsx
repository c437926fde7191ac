import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Conversation } from '@ourhood/contract';
import { BlockMuteMenu } from '../../components/safety/block-mute-menu';
import { Avatar } from '../../components/ui/avatar';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { messageKeys } from '../../lib/messages/message-keys';
import type { ThreadData, ThreadPage } from '../../lib/messages/message-stream';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';
import { otherName } from './message-text';
import { messagesApi } from './messages-api';

/**
 * One conversation: the newest messages at the bottom, older ones loaded when scrolled to the top
 * (or with the button, for keyboards), live through the stream, marked read as they are shown.
 */
export function ConversationView({ conversationId }: { conversationId: string }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const conversation = useQuery({
    queryKey: messageKeys.conversation(conversationId),
    queryFn: async ({ signal }) => (await messagesApi.get(conversationId, signal)).data,
  });
  const thread = useInfiniteQuery<ThreadPage, Error, ThreadData, readonly unknown[], string | null>({
    queryKey: messageKeys.thread(conversationId),
    queryFn: ({ pageParam, signal }) => messagesApi.messages(conversationId, pageParam, signal),
    initialPageParam: null,
    getNextPageParam: (last) => (last.metadata?.has_more ? (last.data[0]?.id ?? undefined) : undefined),
  });
  const messages = [...(thread.data?.pages ?? [])].reverse().flatMap((page) => page.data);
  const newest = messages.at(-1);

  // Reading: whatever the other side wrote up to the newest message shown.
  const read = useMutation({
    mutationFn: (messageId: string) => messagesApi.read(conversationId, messageId),
    onSuccess: ({ data }) => {
      client.setQueryData(messageKeys.unread, data.unread);
      client.setQueryData<Conversation>(messageKeys.conversation(conversationId), (current) =>
        current ? { ...current, unread_count: 0 } : current,
      );
      void client.invalidateQueries({ queryKey: messageKeys.lists });
    },
  });
  const unreadHere = conversation.data?.unread_count ?? 0;
  const readMutate = read.mutate;
  useEffect(() => {
    if (newest && !newest.mine && unreadHere > 0) readMutate(newest.id);
  }, [newest, unreadHere, readMutate]);

  // Scrolling: to the bottom at first and when a message arrives there; kept in place when older
  // messages are added above.
  const scroller = useRef<HTMLDivElement>(null);
  const topSentinel = useRef<HTMLDivElement>(null);
  const previous = useRef<{ first?: string; last?: string; height: number }>({ height: 0 });
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    const first = messages[0]?.id;
    const last = newest?.id;
    if (before.first !== undefined && first !== before.first && last === before.last) {
      element.scrollTop += element.scrollHeight - before.height;
    } else if (last !== before.last) {
      element.scrollTop = element.scrollHeight;
    }
    previous.current = { first, last, height: element.scrollHeight };
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = thread;
  useEffect(() => {
    const sentinel = topSentinel.current;
    if (!sentinel || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (conversation.isPending || thread.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (conversation.isError || thread.isError) {
    return (
      <div className="flex flex-col gap-3">
        <BackLink />
        <Banner tone="error">
          {errorMessage(conversation.error ?? thread.error, t`Failed to load the conversation`)}
        </Banner>
      </div>
    );
  }
  const data = conversation.data;
  const lastReadSeq = messages.find((message) => message.id === data.other_last_read_message_id)?.seq ?? 0;
  const lastMine = [...messages].reverse().find((message) => message.mine && !message.deleted);
  const name = otherName(data);
  return (
    <div className="flex h-[calc(100dvh-11rem)] min-h-96 flex-col overflow-hidden rounded-2xl border border-line bg-raised md:h-[calc(100dvh-13rem)]">
      <ConversationHeader conversation={data} />
      <div ref={scroller} className="flex-1 overflow-y-auto px-3 py-3" data-testid="message-list">
        <div ref={topSentinel} />
        {hasNextPage ? (
          <div className="mb-2 flex justify-center">
            <Button variant="ghost" busy={isFetchingNextPage} onClick={() => void fetchNextPage()}>
              {isFetchingNextPage ? <Trans>Loading...</Trans> : <Trans>Load earlier messages</Trans>}
            </Button>
          </div>
        ) : null}
        <ol className="flex flex-col gap-2" aria-label={t`Messages with ${name}`}>
          {messages.map((message) => (
            <li key={message.id}>
              <MessageBubble message={message} seen={message.id === lastMine?.id && lastReadSeq >= message.seq} />
            </li>
          ))}
        </ol>
      </div>
      <ConversationFooter conversation={data} />
    </div>
  );
}

function BackLink() {
  const { t } = useLingui();
  return (
    <Link
      to="/dashboard/messages"
      className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-sunken md:hidden"
      aria-label={t`Back to conversations`}
    >
      <ArrowLeft className="h-5 w-5 rtl:rotate-180" />
    </Link>
  );
}

function ConversationHeader({ conversation }: { conversation: Conversation }) {
  const navigate = useNavigate();
  const name = otherName(conversation);
  const other = conversation.other;
  const subjectTitle = conversation.subject?.title;
  return (
    <div className="flex items-center gap-3 border-b border-line px-3 py-2">
      <BackLink />
      <Avatar name={name} url={other?.profile_picture?.url} />
      <div className="min-w-0">
        <h2 className="truncate font-semibold text-fg" data-testid="conversation-name">
          {other && other.account_type !== 'organization' ? (
            <Link to={`/dashboard/profile/${other.id}`} className="hover:underline">
              {name}
            </Link>
          ) : (
            name
          )}
        </h2>
        {conversation.subject ? (
          <p className="truncate text-xs text-muted" data-testid="conversation-subject">
            {conversation.subject.type === 'rental_request' ? (
              <Trans>
                About{' '}
                <Link to="/dashboard/rentals" className="underline">
                  {subjectTitle}
                </Link>
              </Trans>
            ) : (
              <Trans>About {subjectTitle}</Trans>
            )}
          </p>
        ) : null}
      </div>
      {other ? (
        <div className="ms-auto">
          {/* A block ends the conversation for both: back to the list. */}
          <BlockMuteMenu
            user={{ id: other.id, name, avatarUrl: other.profile_picture?.url }}
            onBlocked={() => navigate('/dashboard/messages', { replace: true })}
          />
        </div>
      ) : null}
    </div>
  );
}

/** The composer, or what stands in its place: a request to answer, a request waiting, a deleted account. */
function ConversationFooter({ conversation }: { conversation: Conversation }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const navigate = useNavigate();
  const name = otherName(conversation);
  const answer = useMutation({
    mutationFn: (accept: boolean) =>
      accept ? messagesApi.accept(conversation.id) : messagesApi.decline(conversation.id),
    onSuccess: ({ data }, accept) => {
      client.setQueryData(messageKeys.conversation(conversation.id), data);
      void client.invalidateQueries({ queryKey: messageKeys.lists });
      void client.invalidateQueries({ queryKey: messageKeys.unread });
      toast(accept ? t`Request accepted` : t`Request declined`);
      if (!accept) void navigate('/dashboard/messages');
    },
    onError: (error) => toast(errorMessage(error, t`Failed to answer the request`), { tone: 'error' }),
  });
  if (conversation.other === null) {
    return (
      <p className="border-t border-line px-3 py-3 text-sm text-muted">
        <Trans>This account has been deleted.</Trans>
      </p>
    );
  }
  if (conversation.status !== 'accepted' && !conversation.started_by_me) {
    return (
      <div className="flex flex-col gap-2 border-t border-line px-3 py-3" data-testid="request-actions">
        <p className="text-sm text-fg">
          <Trans>{name} wants to message you. Accept to reply; declining hides it and they cannot write again.</Trans>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button busy={answer.isPending && answer.variables} onClick={() => answer.mutate(true)}>
            <Trans>Accept</Trans>
          </Button>
          {conversation.status === 'request' ? (
            <Button
              variant="secondary"
              busy={answer.isPending && !answer.variables}
              onClick={() => answer.mutate(false)}
            >
              <Trans>Decline</Trans>
            </Button>
          ) : null}
        </div>
      </div>
    );
  }
  if (!conversation.can_send) {
    return (
      <p className="border-t border-line px-3 py-3 text-sm text-muted" data-testid="request-waiting">
        <Trans>Your message request is waiting for {name} to accept it. You can write again once they do.</Trans>
      </p>
    );
  }
  return <MessageComposer conversationId={conversation.id} recipientName={name} />;
}
