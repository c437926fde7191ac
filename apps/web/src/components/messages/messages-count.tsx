import { useMessageUnread } from '../../lib/messages/use-message-unread';
import { cx } from '../ui/cx';
import { Trans } from '@lingui/react/macro';

/**
 * The Messages entry's badge in both shells: inbox conversations with unread messages, plus
 * waiting requests. Nothing when there is nothing new.
 */
export function MessagesCount({ className }: { className?: string }) {
  const { unread_count, requests_count } = useMessageUnread();
  const count = unread_count + requests_count;
  if (count === 0) return null;
  return (
    <span
      data-testid="messages-unread"
      className={cx('rounded-full bg-brand-700 px-2 py-0.5 text-xs leading-4 font-semibold text-white', className)}
    >
      {count > 99 ? '99+' : count}
      <span className="sr-only">
        {' '}
        <Trans>unread</Trans>
      </span>
    </span>
  );
}
