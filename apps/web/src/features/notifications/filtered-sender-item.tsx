import type { FilteredSender } from '@ourhood/contract';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { RelativeTime } from '../../components/ui/relative-time';
import { notificationPreview } from '../../lib/notifications/notification-preview';
import { Plural, Trans, useLingui } from '@lingui/react/macro';

/** One sender in the filtered box: who, their newest notifications, and Allow / Dismiss. */
export function FilteredSenderItem({
  sender,
  busy,
  onAllow,
  onDismiss,
}: {
  sender: FilteredSender;
  busy: boolean;
  onAllow(): void;
  onDismiss(): void;
}) {
  const { t } = useLingui();
  const more = sender.notification_count - sender.notifications.length;
  const count = sender.notification_count;
  const name = sender.actor.name;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-raised p-4">
      <div className="flex items-start gap-3">
        <Avatar name={sender.actor.name} url={sender.actor.profile_picture?.url} />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-fg">{sender.actor.name}</p>
          <p className="text-xs text-muted">
            <Plural value={count} one="# notification" other="# notifications" />
            {' · '}
            <RelativeTime iso={sender.latest_at} />
          </p>
        </div>
      </div>
      <ul className="flex flex-col gap-1 text-sm text-fg">
        {sender.notifications.map((notification) => (
          <li key={notification.id} className="break-words rounded-lg bg-sunken px-3 py-2">
            {notificationPreview(notification)}
          </li>
        ))}
        {more > 0 ? (
          <li className="px-3 text-xs text-muted">
            <Plural value={more} one="and # more" other="and # more" />
          </li>
        ) : null}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onAllow} disabled={busy} aria-label={t`Allow notifications from ${name}`}>
          <Trans>Allow</Trans>
        </Button>
        <Button
          variant="secondary"
          onClick={onDismiss}
          disabled={busy}
          aria-label={t`Dismiss notifications from ${name}`}
        >
          <Trans>Dismiss</Trans>
        </Button>
      </div>
    </li>
  );
}
