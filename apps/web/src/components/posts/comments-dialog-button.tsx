import { MessageCircle } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { Post } from '@ourhood/contract';
import { useOwnProfile } from '../../lib/use-own-profile';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazyWithMessages } from '../../lib/i18n/lazy-with-messages';

// The form and list load when the dialog first opens, not with the feed.
const CommentsPanel = lazyWithMessages(() => import('./comments-panel'));

/**
 * The Comment button and the comments panel it opens (spec §2). The panel is a modal dialog:
 * Escape closes it and focus goes back to the button.
 */
export function CommentsDialogButton({ post }: { post: Post }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const count = post.comments_count ?? 0;
  return (
    <>
      <Button variant="ghost" aria-haspopup="dialog" onClick={() => setOpen(true)} className="min-h-9 px-2 sm:px-3">
        <MessageCircle className="h-4 w-4" />
        <Trans>Comment</Trans>
        {count > 0 ? <span className="text-faint">({count})</span> : null}
      </Button>
      <Modal open={open} title={t`Comments`} onClose={() => setOpen(false)}>
        <div className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto">
          <Suspense fallback={<div className="h-24" aria-busy="true" />}>
            <CommentsForViewer post={post} />
          </Suspense>
        </div>
      </Modal>
    </>
  );
}

/**
 * The panel with the signed-in neighbour's profile, read only once the dialog is open: one query
 * observer per open dialog rather than one per post of the feed, on its first render.
 */
function CommentsForViewer({ post }: { post: Post }) {
  const { data: me } = useOwnProfile();
  return <CommentsPanel postId={post.id} postAuthorId={post.author?.id} me={me} />;
}
