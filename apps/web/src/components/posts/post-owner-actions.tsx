import { Suspense, useState } from 'react';
import type { Post } from '@ourhood/contract';
import { errorMessage } from '../../lib/api-client';
import { useDeletePost } from '../../lib/posts/use-post-mutations';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { toast } from '../ui/toast';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazyWithMessages } from '../../lib/i18n/lazy-with-messages';

// The edit form (react-hook-form, the contract's schema) loads when Edit is pressed, not with the feed.
const EditPostDialog = lazyWithMessages(() => import('./edit-post-dialog'));

/** Edit and Delete for the post's author (Delete only for a group's moderators); deleting asks first. */
export function PostOwnerActions({
  post,
  onDeleted,
  canEdit = true,
}: {
  post: Post;
  onDeleted?(): void;
  canEdit?: boolean;
}) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePost();

  const closeConfirm = () => {
    remove.reset();
    setConfirming(false);
  };

  return (
    <>
      {canEdit ? (
        <Button
          variant="ghost"
          className="min-h-9 px-2 sm:px-3"
          onClick={() => setEditing(true)}
          aria-label={t`Edit post`}
        >
          <Trans>Edit</Trans>
        </Button>
      ) : null}
      <Button
        variant="ghost"
        className="min-h-9 px-2 text-danger sm:px-3"
        onClick={() => setConfirming(true)}
        aria-label={t`Delete post`}
      >
        <Trans>Delete</Trans>
      </Button>
      {editing ? (
        <Suspense fallback={null}>
          <EditPostDialog post={post} open onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t`Delete this post?`}
        confirmLabel={t`Delete`}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t`Failed to delete post`) : null}
        onClose={closeConfirm}
        onConfirm={() =>
          remove.mutate(post.id, {
            onSuccess: () => {
              toast(t`Post deleted`, { tone: 'success' });
              onDeleted?.();
            },
          })
        }
      >
        <Trans>The post, its photos and its comments will be removed for everyone. This cannot be undone.</Trans>
      </ConfirmDialog>
    </>
  );
}
