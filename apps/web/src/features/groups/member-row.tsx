import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Group, GroupMember } from '@ourhood/contract';
import { authorName } from '../../components/posts/author-name';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { RelativeTime } from '../../components/ui/relative-time';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { useMemberActions } from './use-group-mutations';

const roleNames = {
  owner: msg`Owner`,
  admin: msg`Admin`,
  member: msg`Member`,
  pending: msg`Wants to join`,
} as const;

type Confirmable = 'remove' | 'refuse' | 'handOver';

/**
 * One member (or request) with what the viewer may do to them: owners and admins approve or
 * refuse requests and remove members; the owner also promotes and demotes admins and hands the
 * group over. Admins do not act on the owner or on other admins (the server says the same).
 */
export function MemberRow({ group, member, myId }: { group: Group; member: GroupMember; myId: string | undefined }) {
  const { t, i18n } = useLingui();
  const actions = useMemberActions(group.id);
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const name = authorName(member.user);
  const viewer = group.viewer_role;
  const self = member.user?.id === myId;
  const owner = viewer === 'owner';
  const moderates = owner || viewer === 'admin';
  const canRemove = moderates && !self && member.role !== 'owner' && (owner || member.role === 'member');
  const userId = member.user?.id ?? '';

  const done = (message: string) => {
    setConfirming(null);
    toast(message, { tone: 'success' });
  };
  const failed = (error: unknown) => toast(errorMessage(error, t`That did not work. Try again.`), { tone: 'error' });
  const run = {
    approve: () => actions.approve.mutate(userId, { onSuccess: ({ message }) => done(message), onError: failed }),
    remove: () => actions.remove.mutate(userId, { onSuccess: ({ message }) => done(message), onError: failed }),
    role: (role: 'owner' | 'admin' | 'member') =>
      actions.setRole.mutate({ userId, role }, { onSuccess: ({ message }) => done(message), onError: failed }),
  };
  const confirmText: Record<Confirmable, { title: string; label: string; body: string; go(): void }> = {
    remove: {
      title: t`Remove ${name}?`,
      label: t`Remove`,
      body: t`They leave the group. They can ask to join again.`,
      go: run.remove,
    },
    refuse: {
      title: t`Refuse ${name}'s request?`,
      label: t`Refuse`,
      body: t`The request is deleted.`,
      go: run.remove,
    },
    handOver: {
      title: t`Make ${name} the owner?`,
      label: t`Hand over`,
      body: t`They become the owner of the group and you become an admin. Only they can undo this.`,
      go: () => run.role('owner'),
    },
  };
  const busy = actions.approve.isPending || actions.remove.isPending || actions.setRole.isPending;

  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Avatar name={name} url={member.user?.profile_picture?.url} />
      <div className="flex min-w-0 flex-1 flex-col">
        {member.user?.id ? (
          <Link
            to={`/dashboard/profile/${encodeURIComponent(member.user.id)}`}
            className="truncate rounded font-semibold text-fg hover:underline"
          >
            {name}
            {self ? (
              <span className="font-normal text-muted">
                {' '}
                <Trans>(you)</Trans>
              </span>
            ) : null}
          </Link>
        ) : (
          <span className="truncate font-semibold text-fg">{name}</span>
        )}
        <span className="text-sm text-muted">
          {i18n._(roleNames[member.role])} ·{' '}
          {member.role === 'pending' ? (
            <Trans>
              asked <RelativeTime iso={member.since} />
            </Trans>
          ) : (
            <Trans>
              since <RelativeTime iso={member.since} />
            </Trans>
          )}
        </span>
      </div>
      <div className="flex flex-wrap gap-1">
        {member.role === 'pending' && moderates ? (
          <>
            <Button className="min-h-9 px-3 py-1.5" busy={actions.approve.isPending} onClick={run.approve}>
              <Trans>Approve</Trans>
            </Button>
            <Button
              variant="secondary"
              className="min-h-9 px-3 py-1.5"
              disabled={busy}
              onClick={() => setConfirming('refuse')}
            >
              <Trans>Refuse</Trans>
            </Button>
          </>
        ) : null}
        {owner && !self && member.role === 'member' ? (
          <Button variant="ghost" className="min-h-9 px-3 py-1.5" disabled={busy} onClick={() => run.role('admin')}>
            <Trans>Make admin</Trans>
          </Button>
        ) : null}
        {owner && !self && member.role === 'admin' ? (
          <Button variant="ghost" className="min-h-9 px-3 py-1.5" disabled={busy} onClick={() => run.role('member')}>
            <Trans>Remove admin</Trans>
          </Button>
        ) : null}
        {owner && !self && (member.role === 'admin' || member.role === 'member') ? (
          <Button
            variant="ghost"
            className="min-h-9 px-3 py-1.5"
            disabled={busy}
            onClick={() => setConfirming('handOver')}
          >
            <Trans>Make owner</Trans>
          </Button>
        ) : null}
        {canRemove && member.role !== 'pending' ? (
          <Button
            variant="ghost"
            className="min-h-9 px-3 py-1.5 text-danger"
            disabled={busy}
            onClick={() => setConfirming('remove')}
          >
            <Trans>Remove</Trans>
          </Button>
        ) : null}
      </div>
      {confirming ? (
        <ConfirmDialog
          open
          title={confirmText[confirming].title}
          confirmLabel={confirmText[confirming].label}
          busy={busy}
          onConfirm={confirmText[confirming].go}
          onClose={() => setConfirming(null)}
        >
          {confirmText[confirming].body}
        </ConfirmDialog>
      ) : null}
    </li>
  );
}
