import { Trans, useLingui } from '@lingui/react/macro';
import { useParams, useSearchParams } from 'react-router';
import { cx } from '../../components/ui/cx';
import { PageMain } from '../../components/ui/page-main';
import { useSession } from '../../lib/session/session-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import { NewConversation } from './new-conversation';

/**
 * /dashboard/messages (issue 20): the inbox and the requests beside the open conversation; on a
 * phone one pane at a time (the list, or the conversation with a way back). `/messages/new?to=…`
 * starts one from a profile, an organization page or a rental request.
 */
export default function MessagesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Messages`);
  const { conversationId } = useParams();
  const [search] = useSearchParams();
  const neighbour = useSession((state) => state.userType) === 'neighbour';
  const composing = conversationId === 'new';
  const open = conversationId !== undefined;
  return (
    <PageMain className={cx('mx-auto flex w-full max-w-6xl flex-col gap-4', neighbour && 'px-3 py-6 sm:px-6')}>
      <h1 className={cx('text-xl font-bold text-fg', open && 'sr-only md:not-sr-only')}>
        <Trans>Messages</Trans>
      </h1>
      <div className="grid gap-4 md:grid-cols-[minmax(16rem,22rem)_1fr]">
        <section aria-label={t`Conversations`} className={cx('min-w-0', open && 'hidden md:block')}>
          <ConversationList selectedId={composing ? undefined : conversationId} />
        </section>
        <section aria-label={t`Conversation`} className={cx('min-w-0', !open && 'hidden md:block')}>
          {composing ? (
            <NewConversation
              recipientId={search.get('to') ?? ''}
              recipientName={search.get('name') ?? ''}
              subjectType={search.get('subject_type')}
              subjectId={search.get('subject_id')}
              subjectTitle={search.get('subject_title')}
            />
          ) : conversationId ? (
            <ConversationView key={conversationId} conversationId={conversationId} />
          ) : (
            <p className="hidden rounded-2xl border border-dashed border-line-strong bg-raised p-8 text-center text-muted md:block">
              <Trans>Choose a conversation to read it.</Trans>
            </p>
          )}
        </section>
      </div>
    </PageMain>
  );
}
