import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import {
  conversationSubjectTypes,
  createConversationBodySchema,
  MessageLimits,
  type ConversationSubjectType,
  type CreateConversationBody,
} from '@ourhood/contract';
import { Avatar } from '../../components/ui/avatar';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/textarea';
import { FormBanner } from '../../lib/forms/form-banner';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { messageKeys } from '../../lib/messages/message-keys';
import { useCancellableMutation } from '../../lib/use-cancellable-mutation';
import { messagesApi } from './messages-api';

const isSubjectType = (value: string | null): value is ConversationSubjectType =>
  conversationSubjectTypes.some((type) => type === value);

/**
 * The first message to someone, from a 'Message' button (`/dashboard/messages/new?to=…&name=…`,
 * with the subject of a rental request or an item). The answer is the pair's conversation, new or
 * existing, which opens in its place.
 */
export function NewConversation({
  recipientId,
  recipientName,
  subjectType,
  subjectId,
  subjectTitle,
}: {
  recipientId: string;
  recipientName: string;
  subjectType: string | null;
  subjectId: string | null;
  subjectTitle: string | null;
}) {
  const { t } = useLingui();
  const client = useQueryClient();
  const navigate = useNavigate();
  const subject = isSubjectType(subjectType) && subjectId ? { subject_type: subjectType, subject_id: subjectId } : {};
  const defaults: CreateConversationBody = { recipient_id: recipientId, text: '', ...subject };
  const form = useContractForm(createConversationBodySchema, { defaultValues: defaults });
  const start = useCancellableMutation({
    mutationFn: (body: CreateConversationBody) => messagesApi.start(body),
  });
  const name = recipientName || t`this person`;
  if (!recipientId) {
    return (
      <Banner tone="error">
        <Trans>Choose someone to message from their profile or a rental request.</Trans>
      </Banner>
    );
  }
  return (
    <form
      noValidate
      aria-label={t`Message ${name}`}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-raised p-4"
      onSubmit={(event) =>
        form.submit(
          event,
          async (values) => {
            const { data } = await start.mutateAsync(values);
            client.setQueryData(messageKeys.conversation(data.conversation.id), data.conversation);
            void client.invalidateQueries({ queryKey: messageKeys.all });
            void navigate(`/dashboard/messages/${data.conversation.id}`, { replace: true });
          },
          { failure: t`Your message was not sent. Please try again.` },
        )
      }
    >
      <div className="flex items-center gap-3">
        <Link
          to="/dashboard/messages"
          aria-label={t`Back to conversations`}
          className="inline-flex h-10 w-10 items-center justify-center rounded-full text-muted hover:bg-sunken md:hidden"
        >
          <ArrowLeft className="h-5 w-5 rtl:rotate-180" />
        </Link>
        <Avatar name={name} />
        <div className="min-w-0">
          <h2 className="truncate font-semibold text-fg">
            <Trans>Message {name}</Trans>
          </h2>
          {subjectTitle && 'subject_type' in subject ? (
            <p className="truncate text-xs text-muted">
              <Trans>About {subjectTitle}</Trans>
            </p>
          ) : null}
        </div>
      </div>
      <FormBanner banner={form.banner} />
      <p className="text-sm text-muted">
        <Trans>
          If {name} doesn&apos;t follow you and you haven&apos;t dealt with each other, your message arrives as a
          request: you can write again once they accept it.
        </Trans>
      </p>
      <Textarea label={t`Your message`} rows={4} maxLength={MessageLimits.textMax} autoFocus {...form.field('text')} />
      <div className="flex justify-end">
        <Button type="submit" busy={start.isPending}>
          <Trans>Send</Trans>
        </Button>
      </div>
    </form>
  );
}
