import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { MessageLimits, MessageMessages, sendMessageFieldsSchema } from '@ourhood/contract';
import { Button } from '../../components/ui/button';
import { ImagePicker } from '../../components/ui/image-picker';
import { Textarea } from '../../components/ui/textarea';
import { FormBanner } from '../../lib/forms/form-banner';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { messageKeys } from '../../lib/messages/message-keys';
import { upsertMessage } from '../../lib/messages/message-stream';
import { useCancellableMutation } from '../../lib/use-cancellable-mutation';
import { messagesApi } from './messages-api';
import { contractText } from '../../lib/i18n/contract-text';

/** Write into a conversation: Enter sends, Shift+Enter starts a new line; up to 4 photos. */
export function MessageComposer({ conversationId, recipientName }: { conversationId: string; recipientName: string }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const form = useContractForm(sendMessageFieldsSchema, { defaultValues: { text: '' } });
  const [photos, setPhotos] = useState<File[]>([]);
  const [showPhotos, setShowPhotos] = useState(false);
  const send = useCancellableMutation({
    mutationFn: (values: { text: string; photos: File[] }) =>
      messagesApi.send(conversationId, values.text, values.photos),
  });
  const submit = (event?: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async (values) => {
        if (!values.text && photos.length === 0) {
          form.setError('text', { message: contractText(MessageMessages.textRequired) }, { shouldFocus: true });
          return;
        }
        const { data } = await send.mutateAsync({ text: values.text, photos });
        upsertMessage(client, data);
        form.reset({ text: '' });
        setPhotos([]);
        setShowPhotos(false);
        void client.invalidateQueries({ queryKey: messageKeys.lists });
        form.setFocus('text');
      },
      { failure: t`Your message was not sent. Please try again.` },
    );
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-2 border-t border-line px-3 py-3"
      aria-label={t`Write a message`}
    >
      <FormBanner banner={form.banner} />
      {showPhotos ? (
        <ImagePicker
          label={t`Photos`}
          files={photos}
          onChange={setPhotos}
          max={MessageLimits.photosMax}
          chooseText={t`Add photos`}
        />
      ) : null}
      <div className="flex items-end gap-2">
        <Textarea
          label={t`Message to ${recipientName}`}
          hideLabel
          rows={2}
          maxLength={MessageLimits.textMax}
          placeholder={t`Write a message`}
          className="flex-1"
          onKeyDown={onKeyDown}
          {...form.field('text')}
        />
        <Button type="submit" busy={send.isPending} aria-label={t`Send`}>
          <Send className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      {!showPhotos ? (
        <button
          type="button"
          onClick={() => setShowPhotos(true)}
          className="self-start text-xs text-muted hover:text-fg"
        >
          <Trans>Add photos</Trans>
        </button>
      ) : null}
    </form>
  );
}
