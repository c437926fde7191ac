import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Group } from '@ourhood/contract';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session/session-store';
import { useJoinGroup, useLeaveGroup } from './use-group-mutations';

/**
 * The viewer's one membership action on a group: Join (public), Request to join (private),
 * Cancel request, or Leave (asked first). Owners hand the group over before leaving (from the
 * members list), so they get none; organizations cannot join groups.
 */
export function MembershipButton({ group, size = 'normal' }: { group: Group; size?: 'normal' | 'small' }) {
  const { t } = useLingui();
  const userType = useSession((state) => state.userType);
  const join = useJoinGroup();
  const leave = useLeaveGroup();
  const [confirmLeave, setConfirmLeave] = useState(false);
  const className = size === 'small' ? 'min-h-9 px-3 py-1.5' : undefined;

  if (userType !== 'neighbour' || group.viewer_role === 'owner') return null;
  const groupName = group.name;

  const onJoin = () =>
    join.mutate(group.id, {
      onSuccess: ({ message }) => toast(message, { tone: 'success' }),
      onError: (error) => toast(errorMessage(error, t`Could not join the group`), { tone: 'error' }),
    });
  const onLeave = () =>
    leave.mutate(group.id, {
      onSuccess: ({ message }) => {
        setConfirmLeave(false);
        toast(message, { tone: 'success' });
      },
      onError: (error) => {
        setConfirmLeave(false);
        toast(errorMessage(error, t`Could not leave the group`), { tone: 'error' });
      },
    });

  if (group.viewer_role === null) {
    return (
      <Button className={className} busy={join.isPending} onClick={onJoin}>
        {group.visibility === 'private' ? <Trans>Request to join</Trans> : <Trans>Join</Trans>}
      </Button>
    );
  }
  if (group.viewer_role === 'pending') {
    return (
      <Button variant="secondary" className={className} busy={leave.isPending} onClick={onLeave}>
        <Trans>Cancel request</Trans>
      </Button>
    );
  }
  return (
    <>
      <Button variant="secondary" className={className} onClick={() => setConfirmLeave(true)}>
        <Trans>Leave</Trans>
      </Button>
      <ConfirmDialog
        open={confirmLeave}
        title={t`Leave ${groupName}?`}
        confirmLabel={t`Leave group`}
        busy={leave.isPending}
        onConfirm={onLeave}
        onClose={() => setConfirmLeave(false)}
      >
        {group.visibility === 'private' ? (
          <Trans>You will no longer see its posts. To come back, you will have to ask to join again.</Trans>
        ) : (
          <Trans>You will no longer be a member. You can join again at any time.</Trans>
        )}
      </ConfirmDialog>
    </>
  );
}
