import { useRef, type FormEvent, type KeyboardEvent } from 'react';
import { createCommentBodySchema, type UserSelf } from '@ourhood/contract';
import { FormBanner } from '../../lib/forms/form-banner';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useAddComment } from '../../lib/posts/use-comments';
import { Button } from '../ui/button';
import { mentionIdsIn } from '../../lib/posts/mentions';
import { MentionTextarea, type ChosenMentions } from './mention-textarea';
import { Trans, useLingui } from '@lingui/react/macro';

let nextTemporaryId = 1;

/**
 * Writes a comment (the route's createCommentBodySchema); it appears at once (spec §4) and the box
 * is ready for the next one.
 */
export function CommentForm({ postId, me }: { postId: string; me: UserSelf | undefined }) {
  const { t } = useLingui();
  const add = useAddComment(postId, me);
  const form = useContractForm(createCommentBodySchema, { defaultValues: { post_id: postId, content: '' } });
  const chosen = useRef<ChosenMentions>(new Map());

  // Enter sends, as in every chat and comment box; Shift+Enter is a new line. Not while an input
  // method is composing a character (Enter there picks the character), nor while the mention list
  // is open (it takes Enter before this).
  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  };

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, ({ content }) => {
      form.setValue('content', '');
      // Not crypto.randomUUID: it is missing on plain-http self-hosted installs (no secure context).
      const tempId = `temp-${Date.now()}-${nextTemporaryId++}`;
      const mentionIds = mentionIdsIn(content, chosen.current);
      chosen.current.clear();
      add.mutate(
        { content, tempId, mentionIds },
        {
          onError: (error) => {
            // Give the text back so nothing typed is lost; the user may send it again.
            if (!form.getValues('content')) form.setValue('content', content);
            form.showServerErrors(error, t`Failed to post comment`);
          },
        },
      );
    });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <FormBanner banner={form.banner} />
      <MentionTextarea
        label={t`Write a comment`}
        hideLabel
        placeholder={t`Write a comment...`}
        rows={2}
        enterKeyHint="send"
        onKeyDown={sendOnEnter}
        chosen={chosen}
        setText={(text) => form.setValue('content', text, { shouldDirty: true })}
        {...form.field('content')}
      />
      <div className="flex flex-wrap items-center justify-end gap-2">
        <p className="me-auto text-xs text-muted">
          <Trans>Enter sends; Shift+Enter starts a new line.</Trans>
        </p>
        <Button type="submit">
          <Trans>Post comment</Trans>
        </Button>
      </div>
    </form>
  );
}
