import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { cx } from '../ui/cx';
import { useLingui } from '@lingui/react/macro';

/**
 * 'Message' where a conversation starts (issue 20): a profile, an organization page, a rental
 * request between its requester and lender, a marketplace item. Opens the composer of
 * /dashboard/messages, which answers with the pair's conversation, new or existing.
 */
export function MessageLink({
  recipient,
  subject,
  label,
  className,
}: {
  recipient: { id: string; name: string };
  subject?: { type: 'rental_request' | 'marketplace_item'; id: string; title: string };
  label?: string;
  className?: string;
}) {
  const { t } = useLingui();
  const search = new URLSearchParams({ to: recipient.id, name: recipient.name });
  if (subject) {
    search.set('subject_type', subject.type);
    search.set('subject_id', subject.id);
    search.set('subject_title', subject.title);
  }
  return (
    <Link
      to={`/dashboard/messages/new?${search.toString()}`}
      className={cx(
        'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg border border-line-strong bg-raised px-4 py-2 text-sm font-semibold text-fg hover:bg-sunken',
        className,
      )}
    >
      <MessageCircle className="h-4 w-4" aria-hidden />
      {label ?? t`Message`}
    </Link>
  );
}
