// @vitest-environment happy-dom
import { PostMessages } from '@ourhood/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../test/api';
import { me, post } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import { PostComposer } from './post-composer';

function openApi(createPost = ok(post({ id: 'p-new', content: 'Free lemons on the porch' }), 'Post created')) {
  signIn();
  return mockApi({ 'GET /users/profile/me': ok(me()), 'POST /posts/create-post': createPost });
}

async function openComposer(user: ReturnType<typeof renderScreen>['user']) {
  await user.click(await screen.findByRole('button', { name: "Hey Mia, what's happening in your hood?" }));
  const dialog = await screen.findByRole('dialog', { name: 'Create a post' });
  // The form itself loads lazily, when the composer first opens.
  await within(dialog).findByLabelText("What's happening?", {}, { timeout: 5000 });
  return dialog;
}

describe('PostComposer', () => {
  it('greets the signed-in neighbour by first name', async () => {
    openApi();
    renderScreen(<PostComposer />);
    expect(await screen.findByRole('button', { name: "Hey Mia, what's happening in your hood?" })).toBeInTheDocument();
  });

  it('says the text is required and sends nothing', async () => {
    const api = openApi();
    const { user } = renderScreen(<PostComposer />);
    const dialog = await openComposer(user);
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await within(dialog).findByText(PostMessages.contentRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText("What's happening?")).toHaveFocus();
    expect(api.calls('POST /posts/create-post')).toHaveLength(0);
  });

  it('posts the text and photos as a multipart form, then closes with a toast', async () => {
    const api = openApi();
    const { user } = renderScreen(<PostComposer />);
    const dialog = await openComposer(user);
    await user.type(within(dialog).getByLabelText("What's happening?"), 'Free lemons on the porch');
    await user.upload(
      within(dialog).getByLabelText('Add photos'),
      new File(['x'], 'lemons.jpg', { type: 'image/jpeg' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('Post created')).toBeInTheDocument();
    const [request] = api.calls('POST /posts/create-post');
    const body = request!.body as FormData;
    expect(body.get('content')).toBe('Free lemons on the porch');
    expect((body.get('media') as File).name).toBe('lemons.jpg');
    expect(body.get('group_id')).toBeNull();
    await waitFor(() => expect(screen.queryByLabelText("What's happening?")).not.toBeInTheDocument());
  });

  it("keeps the text and shows the server's reason when the post is refused", async () => {
    openApi(fail(422, 'Posts may not contain that link'));
    const { user } = renderScreen(<PostComposer />);
    const dialog = await openComposer(user);
    await user.type(within(dialog).getByLabelText("What's happening?"), 'Buy now at spam.example');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await within(dialog).findByText('Posts may not contain that link')).toBeInTheDocument();
    expect(within(dialog).getByLabelText("What's happening?")).toHaveValue('Buy now at spam.example');
  });

  it('keeps the draft when cancelled and reopened', async () => {
    const api = openApi();
    const { user } = renderScreen(<PostComposer />);
    let dialog = await openComposer(user);
    await user.type(within(dialog).getByLabelText("What's happening?"), 'Half a thought');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText("What's happening?")).not.toBeInTheDocument();

    dialog = await openComposer(user);
    expect(await within(dialog).findByLabelText("What's happening?")).toHaveValue('Half a thought');
    expect(api.calls('POST /posts/create-post')).toHaveLength(0);
  });

  it('posts into the group it is given, and names the group in the prompt', async () => {
    const api = openApi();
    const { user } = renderScreen(<PostComposer groupId="g1" groupName="Fitzroy Gardeners" />);
    await user.click(await screen.findByRole('button', { name: 'Write something to Fitzroy Gardeners...' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a post' });
    const text = await within(dialog).findByLabelText("What's happening?", {}, { timeout: 5000 });
    await user.type(text, 'Seed swap on Sunday');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(api.calls('POST /posts/create-post')).toHaveLength(1));
    expect((api.calls('POST /posts/create-post')[0]!.body as FormData).get('group_id')).toBe('g1');
  });
});
