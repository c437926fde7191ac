import { useEffect, useImperativeHandle, useRef, type FormEvent, type Ref, type RefObject } from 'react';
import { Controller } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Limits } from '@ourhood/contract/constants';
import { createPostFormSchema, type CreatePostForm } from '@ourhood/contract';
import { Button } from '../ui/button';
import { ImagePicker, type FileNote } from '../ui/image-picker';
import { mentionIdsIn } from '../../lib/posts/mentions';
import { MentionTextarea, type ChosenMentions } from './mention-textarea';
import { toast } from '../ui/toast';
import { FormBanner } from '../../lib/forms/form-banner';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useCreatePost } from '../../lib/posts/use-post-mutations';
import { PhotoUploadFailed, removePhotoUpload, usePhotoUploads } from '../../lib/posts/use-photo-uploads';
import { Trans, useLingui } from '@lingui/react/macro';

export type ComposerDraft = CreatePostForm;

export interface ComposerFormHandle {
  /** Cuts a post on its way (see useCancellableMutation); the draft stays. */
  cancel(): void;
}

/** The post form: text and up to four photos, checked by the contract's createPostFormSchema. */
export default function PostComposerForm({
  ref,
  draft,
  groupId,
  onClose,
  onPosted,
}: {
  ref: Ref<ComposerFormHandle>;
  draft: RefObject<ComposerDraft>;
  /** Posts into this group (its members only, for a private group). */
  groupId?: string;
  onClose(): void;
  onPosted(): void;
}) {
  const { t } = useLingui();
  const client = useQueryClient();
  const create = useCreatePost();
  const form = useContractForm(createPostFormSchema, { defaultValues: draft.current });
  const { banner, field, control } = form;
  const chosen = useRef<ChosenMentions>(new Map());
  useImperativeHandle(ref, () => ({ cancel: create.cancel }), [create.cancel]);
  // Each photo is uploaded as soon as it is chosen; its preview says how that goes.
  // Photos past a post's limit are not sent: the form says there are too many, and one goes.
  const photos = (form.watch('images') ?? []).slice(0, Limits.imagesPerPost);
  const photoStatus = usePhotoUploads(photos);
  const noteOf = (file: File): FileNote | undefined => {
    if (!photos.includes(file)) return undefined;
    const status = photoStatus(file);
    if (status.state === 'preparing') return { tone: 'busy', text: t`Preparing photo…` };
    if (status.state === 'failed') return { tone: 'error', text: status.error };
    return undefined;
  };
  useEffect(() => {
    const watcher = form.watch((values) => {
      draft.current = { content: values.content ?? '', images: (values.images ?? []) as File[] };
    });
    return () => watcher.unsubscribe();
  }, [form, draft]);

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      async (values) => {
        try {
          await create.mutateAsync({
            ...values,
            group_id: groupId,
            mention_ids: mentionIdsIn(values.content, chosen.current),
          });
        } catch (error) {
          // A photo the server could not use: it says why under the photos, where it can be removed.
          if (!(error instanceof PhotoUploadFailed)) throw error;
          form.setError('images', { type: 'server', message: error.message }, { shouldFocus: true });
          return;
        }
        chosen.current.clear();
        draft.current = { content: '', images: [] };
        form.reset(draft.current);
        onPosted();
        toast(t`Post created`, { tone: 'success' });
      },
      { failure: t`Failed to create post` },
    );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormBanner banner={banner} />
      <MentionTextarea
        label={t`What's happening?`}
        rows={5}
        autoFocus
        disabled={create.isPending}
        chosen={chosen}
        setText={(text) => form.setValue('content', text, { shouldDirty: true })}
        {...field('content')}
      />
      <Controller
        control={control}
        name="images"
        render={({ field: images, fieldState }) => (
          <ImagePicker
            label={t`Add photos`}
            hideLabel
            chooseText={t`Add photos`}
            max={Limits.imagesPerPost}
            files={images.value ?? []}
            onChange={(files) => {
              // A removed photo's upload is deleted; the post would not name it.
              for (const file of images.value ?? []) if (!files.includes(file)) removePhotoUpload(client, file);
              images.onChange(files);
              form.clearErrors('images');
              form.setBanner(null);
              // More photos than a post takes: say so at once, not on Post.
              if (files.length > Limits.imagesPerPost) void form.trigger('images');
            }}
            name={images.name}
            ref={images.ref}
            onBlur={images.onBlur}
            error={fieldState.error?.message}
            noteOf={noteOf}
            disabled={create.isPending}
          />
        )}
      />
      <div className="flex justify-end gap-2">
        {/* Enabled while posting: Cancel cuts the request. */}
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" busy={create.isPending}>
          {create.isPending ? <Trans>Posting...</Trans> : <Trans>Post</Trans>}
        </Button>
      </div>
    </form>
  );
}
