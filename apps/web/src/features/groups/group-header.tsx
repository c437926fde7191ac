import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Group } from '@ourhood/contract';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { postKeys } from '../../lib/posts/post-keys';
import { isGroupAdmin } from './group-access';
import { GroupCover } from './group-cover';
import { EditGroupDialog } from './group-form-dialog';
import { groupKeys } from './group-keys';
import { groupPlace, memberCount } from './group-labels';
import { groupsApi } from './groups-api';
import { MembershipButton } from './membership-button';
import { VisibilityBadge } from './visibility-badge';

/** The group's cover, name, visibility, area, size, the viewer's action and, for admins, Edit and Delete. */
export function GroupHeader({ group }: { group: Group }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const client = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => groupsApi.remove(group.id),
    onSuccess: ({ message }) => {
      client.removeQueries({ queryKey: groupKeys.detail(group.id) });
      client.removeQueries({ queryKey: postKeys.groupFeed(group.id) });
      void client.invalidateQueries({ queryKey: groupKeys.lists });
      // Its public posts were in the neighbourhood feed too.
      void client.invalidateQueries({ queryKey: postKeys.feeds });
      toast(message || t`Group deleted`, { tone: 'success' });
      navigate('/dashboard/groups', { replace: true });
    },
  });
  const place = groupPlace(group);
  const groupName = group.name;

  return (
    <Card as="header" className="overflow-hidden">
      <GroupCover url={group.cover?.url} className="h-32 w-full sm:h-44" />
      <div className="flex flex-wrap items-end justify-between gap-4 p-4 sm:p-6">
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="break-words text-2xl font-bold text-fg">{group.name}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <VisibilityBadge visibility={group.visibility} />
            <span>{memberCount(group.member_count)}</span>
            {place ? <span>· {place}</span> : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <MembershipButton group={group} />
          {isGroupAdmin(group) ? (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <Pencil className="h-4 w-4" aria-hidden="true" /> <Trans>Edit group</Trans>
            </Button>
          ) : null}
          {group.viewer_role === 'owner' ? (
            <Button variant="ghost" className="text-danger" onClick={() => setDeleting(true)}>
              <Trash2 className="h-4 w-4" aria-hidden="true" /> <Trans>Delete group</Trans>
            </Button>
          ) : null}
        </div>
      </div>
      {editing ? <EditGroupDialog group={group} onClose={() => setEditing(false)} /> : null}
      <ConfirmDialog
        open={deleting}
        title={t`Delete ${groupName}?`}
        confirmLabel={t`Delete group`}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t`Failed to delete the group`) : null}
        onConfirm={() => remove.mutate()}
        onClose={() => {
          remove.reset();
          setDeleting(false);
        }}
      >
        <Trans>
          The group, all its posts, comments and photos will be deleted for everyone. This cannot be undone.
        </Trans>
      </ConfirmDialog>
    </Card>
  );
}

export function GroupHeaderSkeleton() {
  return (
    <Card className="overflow-hidden" aria-busy="true">
      <span className="sr-only">
        <Trans>Loading group</Trans>
      </span>
      <Skeleton className="h-32 w-full rounded-none sm:h-44" />
      <div className="flex flex-col gap-2 p-4 sm:p-6">
        <Skeleton className="h-7 w-64" />
        <Skeleton className="h-4 w-48" />
      </div>
    </Card>
  );
}
