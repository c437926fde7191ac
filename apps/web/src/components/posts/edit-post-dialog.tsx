import { useState, type FormEvent } from 'react';
import type { Post } from '@ourhood/contract';
import { errorMessage } from '../../lib/api-client';
import { useUpdatePost } from '../../lib/posts/use-post-mutations';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { Textarea } from '../ui/textarea';
import { toast } from '../ui/toast';

/** The author's edit form for a post's text; the saved post replaces the old one in place. */
export function EditPostDialog({ post, open, onClose }: { post: Post; open: boolean; onClose(): void }) {
  const [content, setContent] = useState(post.content);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const update = useUpdatePost();

  const close = () => {
    // Cancel while saving cuts the request (see useCancellableMutation).
    update.cancel();
    setFieldError(undefined);
    setContent(post.content);
    onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The contract's schemas (zod) are loaded when first needed, not with the feed.
    const { postContentSchema } = await import('@ourhood/contract');
    const parsed = postContentSchema.safeParse(content);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    update.mutate(
      { id: post.id, content: parsed.data },
      {
        onSuccess: () => {
          toast('Post updated', { tone: 'success' });
          onClose();
        },
      },
    );
  }

  return (
    <Modal open={open} title="Edit post" onClose={close}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {update.isError ? <Banner tone="error">{errorMessage(update.error, 'Failed to update post')}</Banner> : null}
        <Textarea
          label="Post text"
          rows={5}
          value={content}
          onChange={(event) => {
            setContent(event.target.value);
            setFieldError(undefined);
            update.reset();
          }}
          error={fieldError}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" busy={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
