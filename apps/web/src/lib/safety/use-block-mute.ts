import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../api-client';
import { applyRelationChange, type RelationChange, type RelationTarget } from './relation-cache';
import { safetyApi, safetyKeys } from './safety-api';
import { t } from '@lingui/core/macro';

export type { RelationChange, RelationTarget } from './relation-cache';

const done: Record<RelationChange, (name: string) => string> = {
  block: (name) => t`Blocked ${name}`,
  unblock: (name) => t`Unblocked ${name}`,
  mute: (name) => t`Muted ${name}. They won't know.`,
  unmute: (name) => t`Unmuted ${name}`,
};
const failed: Record<RelationChange, (name: string) => string> = {
  block: (name) => t`Could not block ${name}`,
  unblock: (name) => t`Could not unblock ${name}`,
  mute: (name) => t`Could not mute ${name}`,
  unmute: (name) => t`Could not unmute ${name}`,
};
const undoOf: Partial<Record<RelationChange, RelationChange>> = { block: 'unblock', mute: 'unmute' };

/** The accounts the signed-in person blocked and muted (GET /users/me/blocks), shared by every menu. */
export function useRelations(enabled = true) {
  return useQuery({
    queryKey: safetyKeys.blocks,
    queryFn: ({ signal }) => safetyApi.blocks(signal),
    select: (answer) => answer.data,
    enabled,
  });
}

/**
 * Block, unblock, mute or unmute one account (issue 17): whether they are blocked or muted now
 * (`known` once the list has loaded; `enabled: false` waits, e.g. until a menu opens), and
 * `change`, which says how it went in a toast (a block or mute offers Undo) and refreshes what the
 * change touches (relation-cache.ts).
 */
export function useBlockMute(target: RelationTarget, { enabled = true }: { enabled?: boolean } = {}) {
  const client = useQueryClient();
  const relations = useRelations(enabled);
  const blocked = relations.data?.blocked.some((entry) => entry.user.id === target.id) ?? false;
  const muted = relations.data?.muted.some((entry) => entry.user.id === target.id) ?? false;
  const mutation = useMutation({
    mutationFn: (how: RelationChange) => safetyApi[how](target.id),
    onSuccess: ({ data }, how) => {
      const undo = undoOf[how];
      toast(done[how](target.name), {
        tone: 'success',
        ...(undo ? { durationMs: 6000, action: { label: t`Undo`, onClick: () => mutation.mutate(undo) } } : {}),
      });
      void applyRelationChange(client, target, data, how);
    },
    onError: (error, how) => toast(errorMessage(error, failed[how](target.name)), { tone: 'error' }),
  });
  return {
    blocked,
    muted,
    known: relations.isSuccess,
    loading: relations.isLoading,
    error: relations.isError ? errorMessage(relations.error, t`Could not load your blocked and muted accounts`) : null,
    pending: mutation.isPending ? mutation.variables : null,
    change: mutation.mutate,
  };
}
