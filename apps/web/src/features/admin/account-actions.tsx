import {
  reportReasons,
  staffRoles,
  type AdminAccountDetail,
  type ReportReason,
  type StaffRole,
} from '@ourhood/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { toast } from '../../components/ui/toast';
import { adminApi, adminKeys } from '../../lib/admin/admin-api';
import { errorMessage } from '../../lib/api-client';
import { REASON_LABEL, safetyApi } from '../../lib/safety/safety-api';
import { ROLE_LABEL } from './admin-labels';

type Sanction = { action: 'suspend'; duration_days: 1 | 7 | 30 } | { action: 'ban' } | { action: 'restore' };

/**
 * What an admin can do to an account: its role, a suspension or ban (the moderation action, so it
 * is in the public log and can be appealed), sign out everywhere, delete. Each names a reason for
 * the audit log; the irreversible ones ask first.
 */
export function AccountActions({ account, self }: { account: AdminAccountDetail; self: boolean }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [role, setRole] = useState<StaffRole>(account.role);
  const [rule, setRule] = useState<ReportReason>('other');
  const [note, setNote] = useState('');
  const [confirm, setConfirm] = useState<'sign-out' | 'delete' | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: adminKeys.all });
  const failed = (fallback: string) => (failure: unknown) => toast(errorMessage(failure, fallback), { tone: 'error' });

  const saveRole = useMutation({
    mutationFn: () => adminApi.setRole(account.id, { role, reason: note }),
    onSuccess: (answer) => {
      toast(answer.message, { tone: 'success' });
      void refresh();
    },
    onError: failed(t`The role could not be changed.`),
  });
  const sanction = useMutation({
    mutationFn: (body: Sanction) =>
      safetyApi.act({ target_type: 'user', target_id: account.id, reason: rule, note, ...body }),
    onSuccess: (answer) => {
      toast(answer.message, { tone: 'success' });
      void refresh();
    },
    onError: failed(t`The action failed.`),
  });
  const signOut = useMutation({
    mutationFn: () => adminApi.signOut(account.id, note),
    onSuccess: (answer) => {
      toast(answer.message, { tone: 'success' });
      setConfirm(null);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => adminApi.remove(account.id, note),
    onSuccess: (answer) => {
      toast(answer.message, { tone: 'success' });
      void refresh();
      void navigate('/admin/accounts', { replace: true });
    },
  });

  if (self) {
    return (
      <Card as="section" className="p-4 text-sm text-muted">
        <Trans>This is your own account: change it from Settings.</Trans>
      </Card>
    );
  }
  const sanctioned = account.status === 'suspended' || account.status === 'banned';
  return (
    <Card as="section" aria-labelledby="account-actions-heading" className="flex flex-col gap-4 p-4">
      <h2 id="account-actions-heading" className="text-lg font-semibold text-fg">
        <Trans>Actions</Trans>
      </h2>
      <Input
        label={t`Reason (kept in the audit log)`}
        value={note}
        maxLength={500}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="flex flex-wrap items-end gap-2">
        <Select
          label={t`Role`}
          options={staffRoles}
          labels={ROLE_LABEL}
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
        />
        <Button onClick={() => saveRole.mutate()} busy={saveRole.isPending} disabled={role === account.role}>
          <Trans>Save role</Trans>
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <Select
          label={t`Rule broken`}
          options={reportReasons}
          labels={REASON_LABEL}
          value={rule}
          onChange={(event) => setRule(event.target.value as ReportReason)}
        />
        {sanctioned ? (
          <Button variant="secondary" busy={sanction.isPending} onClick={() => sanction.mutate({ action: 'restore' })}>
            <Trans>Lift the suspension or ban</Trans>
          </Button>
        ) : (
          <>
            {([1, 7, 30] as const).map((days) => (
              <Button
                key={days}
                variant="secondary"
                disabled={sanction.isPending}
                onClick={() => sanction.mutate({ action: 'suspend', duration_days: days })}
              >
                {t`Suspend ${days} days`}
              </Button>
            ))}
            <Button
              variant="secondary"
              disabled={sanction.isPending}
              onClick={() => sanction.mutate({ action: 'ban' })}
            >
              <Trans>Ban</Trans>
            </Button>
          </>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setConfirm('sign-out')}>
          <Trans>Sign out everywhere</Trans>
        </Button>
        <Button variant="danger" onClick={() => setConfirm('delete')}>
          <Trans>Delete account</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={confirm === 'sign-out'}
        title={t`Sign out everywhere?`}
        confirmLabel={t`Sign out everywhere`}
        busy={signOut.isPending}
        error={signOut.error ? errorMessage(signOut.error, t`Could not sign the account out.`) : null}
        onConfirm={() => signOut.mutate()}
        onClose={() => setConfirm(null)}
      >
        <Trans>Every device signed in to this account is signed out at once.</Trans>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'delete'}
        title={t`Delete this account?`}
        confirmLabel={t`Delete account`}
        busy={remove.isPending}
        error={remove.error ? errorMessage(remove.error, t`The account could not be deleted.`) : null}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirm(null)}
      >
        <Trans>
          The account and everything it shared (posts, comments, photos, messages) are deleted for good. This cannot be
          undone.
        </Trans>
      </ConfirmDialog>
    </Card>
  );
}
