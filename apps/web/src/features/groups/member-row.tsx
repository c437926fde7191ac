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

const roleNames = { owner: 'Owner', admin: 'Admin', member: 'Member', pending: 'Wants to join' } as const;

type Confirmable = 'remove' | 'refuse' | 'handOver';

/**
 * One member (or request) with what the viewer may do to them: owners and admins approve or
 * refuse requests and remove members; the owner also promotes and demotes admins and hands the
 * group over. Admins do not act on the owner or on other admins (the server says the same).
 */
export function MemberRow({ group, member, myId }: { group: Group; member: GroupMember; myId: string | undefined }) {
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
  const failed = (error: unknown) => toast(errorMessage(error, 'That did not work. Try again.'), { tone: 'error' });
  const run = {
    approve: () => actions.approve.mutate(userId, { onSuccess: ({ message }) => done(message), onError: failed }),
    remove: () => actions.remove.mutate(userId, { onSuccess: ({ message }) => done(message), onError: failed }),
    role: (role: 'owner' | 'admin' | 'member') =>
      actions.setRole.mutate({ userId, role }, { onSuccess: ({ message }) => done(message), onError: failed }),
  };
  const confirmText: Record<Confirmable, { title: string; label: string; body: string; go(): void }> = {
    remove: {
      title: `Remove ${name}?`,
      label: 'Remove',
      body: 'They leave the group. They can ask to join again.',
      go: run.remove,
    },
    refuse: { title: `Refuse ${name}'s request?`, label: 'Refuse', body: 'The request is deleted.', go: run.remove },
    handOver: {
      title: `Make ${name} the owner?`,
      label: 'Hand over',
      body: 'They become the owner of the group and you become an admin. Only they can undo this.',
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
            {self ? <span className="font-normal text-muted"> (you)</span> : null}
          </Link>
        ) : (
          <span className="truncate font-semibold text-fg">{name}</span>
        )}
        <span className="text-sm text-muted">
          {roleNames[member.role]} · {member.role === 'pending' ? 'asked ' : 'since '}
          <RelativeTime iso={member.since} />
        </span>
      </div>
      <div className="flex flex-wrap gap-1">
        {member.role === 'pending' && moderates ? (
          <>
            <Button className="min-h-9 px-3 py-1.5" busy={actions.approve.isPending} onClick={run.approve}>
              Approve
            </Button>
            <Button
              variant="secondary"
              className="min-h-9 px-3 py-1.5"
              disabled={busy}
              onClick={() => setConfirming('refuse')}
            >
              Refuse
            </Button>
          </>
        ) : null}
        {owner && !self && member.role === 'member' ? (
          <Button variant="ghost" className="min-h-9 px-3 py-1.5" disabled={busy} onClick={() => run.role('admin')}>
            Make admin
          </Button>
        ) : null}
        {owner && !self && member.role === 'admin' ? (
          <Button variant="ghost" className="min-h-9 px-3 py-1.5" disabled={busy} onClick={() => run.role('member')}>
            Remove admin
          </Button>
        ) : null}
        {owner && !self && (member.role === 'admin' || member.role === 'member') ? (
          <Button
            variant="ghost"
            className="min-h-9 px-3 py-1.5"
            disabled={busy}
            onClick={() => setConfirming('handOver')}
          >
            Make owner
          </Button>
        ) : null}
        {canRemove && member.role !== 'pending' ? (
          <Button
            variant="ghost"
            className="min-h-9 px-3 py-1.5 text-danger"
            disabled={busy}
            onClick={() => setConfirming('remove')}
          >
            Remove
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
