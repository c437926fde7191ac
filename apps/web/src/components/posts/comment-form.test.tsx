// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api';
import { comment, me } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import { CommentForm } from './comment-form';

describe('CommentForm', () => {
  it('sends with Enter, and Shift+Enter starts a new line instead (issue 42)', async () => {
    signIn();
    const api = mockApi({ 'POST /comments/create-comment': ok(comment({ content: 'Lovely\nthanks' })) });
    const { user } = renderScreen(<CommentForm postId="p-1" me={me()} />);
    const box = screen.getByLabelText('Write a comment');
    await user.type(box, 'Lovely{Shift>}{Enter}{/Shift}thanks');
    expect(box).toHaveValue('Lovely\nthanks');
    expect(api.calls('POST /comments/create-comment')).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.calls('POST /comments/create-comment')).toHaveLength(1));
    expect(api.calls('POST /comments/create-comment')[0]!.body).toMatchObject({
      post_id: 'p-1',
      content: 'Lovely\nthanks',
    });
    expect(box).toHaveValue('');
  });

  it('does not send an empty comment on Enter', async () => {
    signIn();
    const api = mockApi({ 'POST /comments/create-comment': ok(comment()) });
    const { user } = renderScreen(<CommentForm postId="p-1" me={me()} />);
    await user.type(screen.getByLabelText('Write a comment'), '{Enter}');
    expect(api.calls('POST /comments/create-comment')).toHaveLength(0);
  });
});
