import { Suspense, useEffect, useRef, useState } from 'react';
import { Avatar } from '../ui/avatar';
import { Card } from '../ui/card';
import { Modal } from '../ui/modal';
import { useOwnProfile } from '../../lib/use-own-profile';
import type { ComposerDraft, ComposerFormHandle } from './post-composer-form';
import { useLingui } from '@lingui/react/macro';
import { lazyWithMessages } from '../../lib/i18n/lazy-with-messages';

// The form (react-hook-form, the contract's schema) loads when the composer first opens: the
// dashboard's first load stays within its budget.
const PostComposerForm = lazyWithMessages(() => import('./post-composer-form'));

/**
 * The composer prompt of spec §2 and the post form it opens (text and photos). On a group's page
 * it posts into the group (`groupId`) and names it in the prompt. `openRequested` opens it from
 * elsewhere (the first steps' "say hello" link), once: `onOpenRequestHandled` clears the request.
 */
export function PostComposer({
  groupId,
  groupName,
  openRequested = false,
  onOpenRequestHandled,
}: { groupId?: string; groupName?: string; openRequested?: boolean; onOpenRequestHandled?: () => void } = {}) {
  const { t } = useLingui();
  const { data: me } = useOwnProfile();
  const [open, setOpen] = useState(openRequested);
  // A new request opens the dialog during render (React's pattern for state following a prop);
  // the effect then tells the caller, which clears the request from the address.
  const [seenRequest, setSeenRequest] = useState(openRequested);
  if (openRequested !== seenRequest) {
    setSeenRequest(openRequested);
    if (openRequested) setOpen(true);
  }
  useEffect(() => {
    if (openRequested) onOpenRequestHandled?.();
  }, [openRequested, onOpenRequestHandled]);
  // What was written survives closing the dialog (Cancel keeps the draft to send later).
  const draft = useRef<ComposerDraft>({ content: '', images: [] });
  const form = useRef<ComposerFormHandle>(null);
  const firstName = me?.first_name || me?.name?.split(' ')[0] || t`neighbour`;

  // Cancel, Escape and the close button all cut a post on its way (it is not sent later) and keep
  // what was written, so it can be posted again.
  const close = () => {
    form.current?.cancel();
    setOpen(false);
  };

  return (
    <Card as="section" aria-label={t`Create a post`} className="p-4">
      <div className="flex items-center gap-3">
        <Avatar name={me?.name || t`User`} url={me?.profile_picture?.url} />
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          className="min-h-11 flex-1 rounded-full border border-line-strong bg-canvas px-4 py-2 text-start text-sm text-muted hover:bg-sunken"
        >
          {groupName ? t`Write something to ${groupName}...` : t`Hey ${firstName}, what's happening in your hood?`}
        </button>
      </div>
      <Modal open={open} title={t`Create a post`} onClose={close}>
        <Suspense fallback={<div className="h-64" aria-busy="true" />}>
          <PostComposerForm
            ref={form}
            draft={draft}
            groupId={groupId}
            onClose={close}
            onPosted={() => setOpen(false)}
          />
        </Suspense>
      </Modal>
    </Card>
  );
}
