import type { FormEvent } from 'react';
import { updatePostBodySchema, type Post } from '@ourhood/contract';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { FormBanner } from '../../lib/forms/form-banner';
import { useUpdatePost } from '../../lib/posts/use-post-mutations';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { Textarea } from '../ui/textarea';
import { toast } from '../ui/toast';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * The author's edit form for a post's text (the route's updatePostBodySchema); the saved post
 * replaces the old one in place. Loaded lazily by post-owner-actions when Edit is pressed.
 */
export default function EditPostDialog({ post, open, onClose }: { post: Post; open: boolean; onClose(): void }) {
  const { t } = useLingui();
  const update = useUpdatePost();
  const form = useContractForm(updatePostBodySchema, { defaultValues: { content: post.content } });

  const close = () => {
    // Cancel while saving cuts the request (see useCancellableMutation).
    update.cancel();
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async (values) => {
        await update.mutateAsync({ id: post.id, content: values.content });
        toast(t`Post updated`, { tone: 'success' });
        onClose();
      },
      { failure: t`Failed to update post` },
    );

  return (
    <Modal open={open} title={t`Edit post`} onClose={close}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormBanner banner={form.banner} />
        <Textarea label={t`Post text`} rows={5} {...form.field('content')} />
        <div className="flex justify-end gap-2">
          {/* Enabled while saving: Cancel cuts the request. */}
          <Button variant="secondary" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" busy={update.isPending}>
            {update.isPending ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
