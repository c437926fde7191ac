import type { FormEvent } from 'react';
import { createCommentBodySchema, type UserSelf } from '@ourhood/contract';
import { FormBanner } from '../../lib/forms/form-banner';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useAddComment } from '../../lib/posts/use-comments';
import { Button } from '../ui/button';
import { Textarea } from '../ui/textarea';

let nextTemporaryId = 1;

/**
 * Writes a comment (the route's createCommentBodySchema); it appears at once (spec §4) and the box
 * is ready for the next one.
 */
export function CommentForm({ postId, me }: { postId: string; me: UserSelf | undefined }) {
  const add = useAddComment(postId, me);
  const form = useContractForm(createCommentBodySchema, { defaultValues: { post_id: postId, content: '' } });

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, ({ content }) => {
      form.setValue('content', '');
      // Not crypto.randomUUID: it is missing on plain-http self-hosted installs (no secure context).
      const tempId = `temp-${Date.now()}-${nextTemporaryId++}`;
      add.mutate(
        { content, tempId },
        {
          onError: (error) => {
            // Give the text back so nothing typed is lost; the user may send it again.
            if (!form.getValues('content')) form.setValue('content', content);
            form.showServerErrors(error, 'Failed to post comment');
          },
        },
      );
    });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <FormBanner banner={form.banner} />
      <Textarea
        label="Write a comment"
        hideLabel
        placeholder="Write a comment..."
        rows={2}
        {...form.field('content')}
      />
      <Button type="submit" className="self-end">
        Post comment
      </Button>
    </form>
  );
}
