import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy, RefreshCw } from 'lucide-react';
import type { Group } from '@ourhood/contract';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { copyText } from '../../lib/copy-text';
import { groupKeys } from './group-keys';
import { groupsApi } from './groups-api';

/** The address an invite token opens: the join page of this app. */
export function inviteUrl(token: string): string {
  return `${window.location.origin}/dashboard/groups/join/${encodeURIComponent(token)}`;
}

/**
 * Owners and admins: the group's invite link, to copy and share; 'New link' replaces it and the
 * old one stops working at once (for a link that went further than meant).
 */
export function InviteLinkPanel({ group }: { group: Group }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const rotate = useMutation({
    mutationFn: () => groupsApi.rotateInvite(group.id),
    onSuccess: ({ data, message }) => {
      client.setQueryData<Group>(groupKeys.detail(group.id), (current) =>
        current ? { ...current, invite_token: data.invite_token } : current,
      );
      toast(message || t`New invite link created`, { tone: 'success' });
    },
    onError: (error) => toast(errorMessage(error, t`Could not create an invite link`), { tone: 'error' }),
  });
  const url = group.invite_token ? inviteUrl(group.invite_token) : null;
  const copy = async () => {
    if (!url) return;
    const copied = await copyText(url);
    toast(copied ? t`Invite link copied` : t`Copy the link by hand: your browser refused.`, {
      tone: copied ? 'success' : 'error',
    });
  };

  return (
    <Card as="section" aria-labelledby="invite-link-title" className="flex flex-col gap-3 p-4">
      <h2 id="invite-link-title" className="text-base font-semibold text-fg">
        <Trans>Invite link</Trans>
      </h2>
      <p className="text-sm text-muted">
        {group.visibility === 'private' ? (
          <Trans>Neighbours who open it ask to join; you approve them.</Trans>
        ) : (
          <Trans>Neighbours who open it join the group.</Trans>
        )}
      </p>
      {url ? (
        <>
          <label htmlFor="group-invite-url" className="sr-only">
            <Trans>Invite link</Trans>
          </label>
          <input
            id="group-invite-url"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full truncate rounded-lg border border-line-strong bg-sunken px-3 py-2 text-sm text-fg"
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void copy()}>
              <Copy className="h-4 w-4" aria-hidden="true" /> <Trans>Copy link</Trans>
            </Button>
            <Button variant="ghost" busy={rotate.isPending} onClick={() => rotate.mutate()}>
              <RefreshCw className="h-4 w-4" aria-hidden="true" /> <Trans>New link</Trans>
            </Button>
          </div>
          <p className="text-xs text-muted">
            <Trans>A new link stops the old one from working.</Trans>
          </p>
        </>
      ) : (
        <Button variant="secondary" className="self-start" busy={rotate.isPending} onClick={() => rotate.mutate()}>
          <Trans>Create invite link</Trans>
        </Button>
      )}
    </Card>
  );
}
