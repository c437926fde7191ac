import { useState, type FormEvent } from 'react';
import type { UserSelf } from '@ourhood/contract';
import { errorMessage } from '../../lib/api-client';
import { useAddComment } from '../../lib/posts/use-comments';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { Textarea } from '../ui/textarea';

let nextTemporaryId = 1;

/** Writes a comment; it appears at once (spec §4) and the box is ready for the next one. */
export function CommentForm({ postId, me }: { postId: string; me: UserSelf | undefined }) {
  const [content, setContent] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const add = useAddComment(postId, me);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The contract's schemas (zod) are loaded when first needed, not with the feed.
    const { commentContentSchema } = await import('@ourhood/contract');
    const parsed = commentContentSchema.safeParse(content);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFailure(null);
    setContent('');
    // Not crypto.randomUUID: it is missing on plain-http self-hosted installs (no secure context).
    const tempId = `temp-${Date.now()}-${nextTemporaryId++}`;
    add.mutate(
      { content: parsed.data, tempId },
      {
        onError: (error) => {
          setFailure(errorMessage(error, 'Failed to post comment'));
          // Give the text back so nothing typed is lost; the user may send it again.
          setContent((current) => current || parsed.data);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      {failure ? <Banner tone="error">{failure}</Banner> : null}
      <Textarea
        label="Write a comment"
        hideLabel
        placeholder="Write a comment..."
        rows={2}
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          setFieldError(undefined);
          setFailure(null);
        }}
        error={fieldError}
      />
      <Button type="submit" className="self-end">
        Post comment
      </Button>
    </form>
  );
}
