import { useState, type FormEvent } from 'react';
import { Limits } from '@ourhood/contract/constants';
import { Avatar } from '../../components/ui/avatar';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { useCreatePost } from '../../lib/posts/use-post-mutations';
import { useOwnProfile } from '../../lib/use-own-profile';
import { ImagePicker } from './image-picker';
import { Card } from '../../components/ui/card';

/** The composer prompt of spec §2 and the post form it opens (text and photos). */
export function PostComposer() {
  const { data: me } = useOwnProfile();
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ content?: string; images?: string }>({});
  const create = useCreatePost();
  const firstName = me?.first_name || me?.name?.split(' ')[0] || 'neighbour';

  const reset = () => {
    setContent('');
    setImages([]);
    setErrors({});
    create.reset();
  };
  // Cancel, Escape and the close button all cut a post on its way (it is not sent later) and keep
  // what was written, so it can be posted again.
  const close = () => {
    create.cancel();
    setOpen(false);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The contract's schemas (zod) are loaded when first needed, not with the feed.
    const { PostMessages, postContentSchema } = await import('@ourhood/contract');
    const parsed = postContentSchema.safeParse(content);
    const next = {
      content: parsed.success ? undefined : parsed.error.issues[0]?.message,
      images: images.length > Limits.imagesPerPost ? PostMessages.tooManyImages : undefined,
    };
    setErrors(next);
    if (!parsed.success || next.images) return;
    create.mutate(
      { content: parsed.data, images },
      {
        onSuccess: () => {
          reset();
          setOpen(false);
          toast('Post created', { tone: 'success' });
        },
      },
    );
  }

  return (
    <Card as="section" aria-label="Create a post" className="p-4">
      <div className="flex items-center gap-3">
        <Avatar name={me?.name || 'User'} url={me?.profile_picture?.url} />
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          className="min-h-11 flex-1 rounded-full border border-line-strong bg-canvas px-4 py-2 text-left text-sm text-muted hover:bg-sunken"
        >
          Hey {firstName}, what&apos;s happening in your hood?
        </button>
      </div>
      <Modal open={open} title="Create a post" onClose={close}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {create.isError ? <Banner tone="error">{errorMessage(create.error, 'Failed to create post')}</Banner> : null}
          <Textarea
            label="What's happening?"
            rows={5}
            autoFocus
            value={content}
            disabled={create.isPending}
            onChange={(event) => {
              setContent(event.target.value);
              setErrors((current) => ({ ...current, content: undefined }));
              create.reset();
            }}
            error={errors.content}
          />
          <ImagePicker
            images={images}
            disabled={create.isPending}
            onChange={(next) => {
              setImages(next);
              setErrors((current) => ({ ...current, images: undefined }));
              if (next.length > Limits.imagesPerPost) {
                void import('@ourhood/contract').then(({ PostMessages }) =>
                  setErrors((current) => ({ ...current, images: PostMessages.tooManyImages })),
                );
              }
              create.reset();
            }}
          />
          {errors.images ? (
            <p role="alert" className="text-sm text-danger">
              {errors.images}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" busy={create.isPending}>
              {create.isPending ? 'Posting...' : 'Post'}
            </Button>
          </div>
        </form>
      </Modal>
    </Card>
  );
}
