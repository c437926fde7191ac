import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Message } from '@ourhood/contract';
import { ReportButton } from '../../components/safety/report-button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { cx } from '../../components/ui/cx';
import { RelativeTime } from '../../components/ui/relative-time';
import { errorMessage } from '../../lib/api-client';
import { upsertMessage } from '../../lib/messages/message-stream';
import { messageKeys } from '../../lib/messages/message-keys';
import { messagesApi } from './messages-api';

/** One message: the caller's on the right, the other side's on the left, with its actions. */
export function MessageBubble({ message, seen }: { message: Message; seen: boolean }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => messagesApi.remove(message.id),
    onSuccess: () => {
      upsertMessage(client, { ...message, deleted: true, text: '', photos: [] });
      void client.invalidateQueries({ queryKey: messageKeys.lists });
      setConfirming(false);
    },
  });
  const gone = message.deleted || (message.removed && !message.mine);
  return (
    <div className={cx('group flex flex-col gap-1', message.mine ? 'items-end' : 'items-start')} data-testid="message">
      <div
        className={cx(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
          gone
            ? 'border border-dashed border-line-strong text-muted italic'
            : message.mine
              ? 'bg-brand-700 text-white'
              : 'border border-line bg-sunken text-fg',
        )}
      >
        {message.deleted ? (
          <Trans>Message deleted</Trans>
        ) : message.removed && !message.mine ? (
          <Trans>Message removed by moderators</Trans>
        ) : (
          <>
            {message.photos.length > 0 ? (
              <span className="mb-1 grid grid-cols-2 gap-1">
                {message.photos.map((photo) => (
                  <a key={photo.url} href={photo.url} target="_blank" rel="noreferrer">
                    <img
                      src={photo.thumbnail_url}
                      alt={t`Photo in the message`}
                      width={photo.width}
                      height={photo.height}
                      className="h-28 w-full rounded-lg object-cover"
                    />
                  </a>
                ))}
              </span>
            ) : null}
            {message.text}
          </>
        )}
      </div>
      <div className="flex items-center gap-2 text-xs text-muted">
        <RelativeTime iso={message.created_at} />
        {message.removed && message.mine ? (
          <span>
            <Trans>Hidden by moderators</Trans>
          </span>
        ) : null}
        {seen ? (
          <span data-testid="message-seen">
            <Trans>Seen</Trans>
          </span>
        ) : null}
        {!message.deleted && message.mine ? (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className="inline-flex items-center gap-1 hover:text-fg"
          >
            <Trash2 className="h-3.5 w-3.5" aria-hidden />
            <Trans>Delete</Trans>
          </button>
        ) : null}
        {!gone && !message.mine && message.sender_id !== null ? (
          <ReportButton
            targetType="message"
            targetId={message.id}
            className="inline-flex items-center gap-1 hover:text-fg"
          />
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t`Delete this message?`}
        confirmLabel={t`Delete`}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t`Failed to delete the message`) : null}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirming(false)}
      >
        <Trans>Both of you will see &lsquo;Message deleted&rsquo; instead.</Trans>
      </ConfirmDialog>
    </div>
  );
}
