import { useState, type FormEvent } from 'react';
import type { Comment } from '@ourhood/contract';
import { errorMessage } from '../../lib/api-client';
import { useDeleteComment, useUpdateComment } from '../../lib/posts/use-comments';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { Textarea } from '../ui/textarea';
import { PostByline } from './post-byline';

const isTemporaryComment = (comment: Comment) => comment.id.startsWith('temp-');

export interface CommentItemProps {
  comment: Comment;
  canEdit: boolean;
  canDelete: boolean;
}

/** One comment, with inline edit (its author) and delete after a confirmation (its author or the post's). */
export function CommentItem({ comment, canEdit, canDelete }: CommentItemProps) {
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm-delete'>('view');
  const [draft, setDraft] = useState(comment.content);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const update = useUpdateComment(comment.post_id);
  const remove = useDeleteComment(comment.post_id);
  const pending = isTemporaryComment(comment);

  const cancel = () => {
    setMode('view');
    setDraft(comment.content);
    setFieldError(undefined);
    update.cancel();
    remove.reset();
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    // The contract's schemas (zod) are loaded when first needed, not with the feed.
    const { commentContentSchema } = await import('@ourhood/contract');
    const parsed = commentContentSchema.safeParse(draft);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    update.mutate({ id: comment.id, content: parsed.data }, { onSuccess: () => setMode('view') });
  }

  return (
    <li className="flex flex-col gap-2 border-b border-line py-3 last:border-0" aria-busy={pending || undefined}>
      <PostByline author={comment.author} createdAt={comment.created_at} />
      {mode === 'edit' ? (
        <form noValidate onSubmit={save} className="flex flex-col gap-2">
          {update.isError ? (
            <Banner tone="error">{errorMessage(update.error, 'Failed to update comment')}</Banner>
          ) : null}
          <Textarea
            label="Edit comment"
            hideLabel
            rows={3}
            value={draft}
            autoFocus
            onChange={(event) => {
              setDraft(event.target.value);
              setFieldError(undefined);
            }}
            error={fieldError}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" className="min-h-9" onClick={cancel}>
              Cancel
            </Button>
            <Button type="submit" className="min-h-9" busy={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </form>
      ) : (
        <p className="whitespace-pre-wrap break-words text-fg">{comment.content}</p>
      )}
      {pending ? <p className="text-xs text-faint">Posting...</p> : null}
      {mode === 'view' && !pending && (canEdit || canDelete) ? (
        <div className="-mt-1 flex justify-end gap-1">
          {canEdit ? (
            <Button
              variant="ghost"
              className="min-h-8 px-2 text-xs"
              onClick={() => setMode('edit')}
              aria-label="Edit comment"
            >
              Edit
            </Button>
          ) : null}
          {canDelete ? (
            <Button
              variant="ghost"
              className="min-h-8 px-2 text-xs text-danger"
              onClick={() => setMode('confirm-delete')}
              aria-label="Delete comment"
            >
              Delete
            </Button>
          ) : null}
        </div>
      ) : null}
      {mode === 'confirm-delete' ? (
        <div
          role="group"
          aria-label="Confirm deletion"
          className="flex flex-wrap items-center gap-2 rounded-lg bg-danger-soft p-3 text-sm"
        >
          <span className="mr-auto text-danger">Delete this comment?</span>
          <Button variant="secondary" className="min-h-9" onClick={cancel} disabled={remove.isPending} autoFocus>
            Cancel
          </Button>
          <Button
            variant="danger"
            className="min-h-9"
            busy={remove.isPending}
            onClick={() => remove.mutate(comment.id)}
          >
            Delete comment
          </Button>
          {remove.isError ? (
            <p role="alert" className="w-full text-danger">
              {errorMessage(remove.error, 'Failed to delete comment')}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
