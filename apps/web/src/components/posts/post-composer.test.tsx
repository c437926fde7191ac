// @vitest-environment happy-dom
import { PostMessages, type PhotoUpload } from '@ourhood/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type RouteReply, type SeenRequest } from '../../test/api';
import { me, post } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import { PostComposer } from './post-composer';

function openApi(
  createPost = ok(post({ id: 'p-new', content: 'Free lemons on the porch' }), 'Post created'),
  uploads: Record<string, RouteReply> = {},
) {
  signIn();
  return mockApi({
    'GET /users/profile/me': ok(me()),
    'POST /posts/create-post': createPost,
    'POST /posts/photo-uploads': (request) => ok(upload(idOf(request), 'processing'), 'Your photo is being prepared'),
    'GET /posts/photo-uploads/:id': (request) => ok(upload(request.path.split('/').pop()!, 'ready')),
    'DELETE /posts/photo-uploads/:id': ok(null, 'Photo removed'),
    ...uploads,
  });
}

/** An upload as the server answers it; its id is the photo's file name ('up-lemons.jpg'). */
function upload(id: string, state: PhotoUpload['state'], error: string | null = null): PhotoUpload {
  const image =
    state === 'ready'
      ? { url: `/media/${id}.webp`, thumbnail_url: `/media/${id}-t.webp`, width: 800, height: 600 }
      : null;
  return { _id: id, id, state, image, error, created_at: '2026-12-01T08:00:00Z', expires_at: '2026-12-02T08:00:00Z' };
}

function idOf(request: SeenRequest): string {
  return `up-${((request.body as FormData).get('media') as File).name}`;
}

const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

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

  it('uploads each photo as it is chosen, says it is being prepared, then posts the ready uploads in order', async () => {
    let polls = 0;
    const api = openApi(undefined, {
      // Prepared after a few polls: Post waits for both.
      'GET /posts/photo-uploads/:id': (request) =>
        ok(upload(request.path.split('/').pop()!, ++polls > 4 ? 'ready' : 'processing')),
    });
    const { user } = renderScreen(<PostComposer />);
    const dialog = await openComposer(user);
    await user.type(within(dialog).getByLabelText("What's happening?"), 'Free lemons on the porch');
    await user.upload(within(dialog).getByLabelText('Add photos'), [photo('lemons.jpg'), photo('limes.jpg')]);

    const uploads = await waitFor(() => {
      const sent = api.calls('POST /posts/photo-uploads');
      expect(sent).toHaveLength(2);
      return sent;
    });
    expect(uploads.map((request) => ((request.body as FormData).get('media') as File).name).sort()).toEqual([
      'lemons.jpg',
      'limes.jpg',
    ]);
    expect(
      within(dialog)
        .getAllByRole('status')
        .filter((note) => note.textContent === 'Preparing photo…'),
    ).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(within(dialog).getByRole('button', { name: 'Posting...' })).toBeInTheDocument();
    expect(api.calls('POST /posts/create-post')).toHaveLength(0);

    expect(await screen.findByText('Post created', {}, { timeout: 5000 })).toBeInTheDocument();
    const [request] = api.calls('POST /posts/create-post');
    const body = request!.body as FormData;
    expect(body.get('content')).toBe('Free lemons on the porch');
    expect(body.get('upload_ids')).toBe('up-lemons.jpg,up-limes.jpg');
    expect(body.get('media')).toBeNull();
    expect(body.get('group_id')).toBeNull();
    await waitFor(() => expect(screen.queryByLabelText("What's happening?")).not.toBeInTheDocument());
    // The post took the uploads: nothing is deleted.
    expect(api.calls('DELETE /posts/photo-uploads/:id')).toHaveLength(0);
  });

  it('shows why a photo could not be used under it, and does not post until it is removed', async () => {
    const api = openApi(undefined, {
      'GET /posts/photo-uploads/:id': (request) => {
        const id = request.path.split('/').pop()!;
        return ok(id === 'up-broken.jpg' ? upload(id, 'failed', 'This photo could not be read') : upload(id, 'ready'));
      },
    });
    const { user } = renderScreen(<PostComposer />);
    const dialog = await openComposer(user);
    await user.type(within(dialog).getByLabelText("What's happening?"), 'Two photos');
    await user.upload(within(dialog).getByLabelText('Add photos'), [photo('broken.jpg'), photo('fine.jpg')]);

    expect(await within(dialog).findByText('This photo could not be read')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Selected photo 1: broken.jpg' })).toHaveAccessibleDescription(
      'This photo could not be read',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    const input = within(dialog).getByLabelText('Add photos');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This photo could not be read');
    expect(input).toHaveFocus();
    expect(api.calls('POST /posts/create-post')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Remove photo 1' }));
    await waitFor(() => expect(api.calls('DELETE /posts/photo-uploads/:id')).toHaveLength(1));
    expect(api.calls('DELETE /posts/photo-uploads/:id')[0]!.path).toBe('/posts/photo-uploads/up-broken.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(api.calls('POST /posts/create-post')).toHaveLength(1));
    expect((api.calls('POST /posts/create-post')[0]!.body as FormData).get('upload_ids')).toBe('up-fine.jpg');
  });

  it("shows the server's refusal of a photo under it", async () => {
    openApi(undefined, {
      'POST /posts/photo-uploads': fail(415, 'Only photos can be uploaded: JPEG, PNG, WebP, GIF or AVIF/HEIC.'),
    });
    const { user } = renderScreen(<PostComposer />);
    const dialog = await openComposer(user);
    await user.upload(within(dialog).getByLabelText('Add photos'), photo('fake.jpg'));
    expect(
      await within(dialog).findByText('Only photos can be uploaded: JPEG, PNG, WebP, GIF or AVIF/HEIC.'),
    ).toBeInTheDocument();
  });

  it('deletes the upload of a removed photo and stops asking about it', async () => {
    const api = openApi(undefined, {
      'GET /posts/photo-uploads/:id': (request) => ok(upload(request.path.split('/').pop()!, 'processing')),
    });
    const { user } = renderScreen(<PostComposer />);
    const dialog = await openComposer(user);
    await user.upload(within(dialog).getByLabelText('Add photos'), photo('lemons.jpg'));
    await waitFor(() => expect(api.calls('GET /posts/photo-uploads/:id').length).toBeGreaterThan(0));

    await user.click(within(dialog).getByRole('button', { name: 'Remove photo 1' }));
    await waitFor(() => expect(api.calls('DELETE /posts/photo-uploads/:id')).toHaveLength(1));
    expect(api.calls('DELETE /posts/photo-uploads/:id')[0]!.path).toBe('/posts/photo-uploads/up-lemons.jpg');
    const polls = api.calls('GET /posts/photo-uploads/:id').length;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(api.calls('GET /posts/photo-uploads/:id')).toHaveLength(polls);
    expect(within(dialog).queryByRole('list', { name: 'Selected photos' })).not.toBeInTheDocument();
  });

  it('deletes a photo removed while its upload is on its way, once the upload arrives', async () => {
    let arrive: () => void = () => {};
    const api = openApi(undefined, {
      'POST /posts/photo-uploads': (request) =>
        new Promise((resolve) => {
          arrive = () => resolve(ok(upload(idOf(request), 'processing')));
        }),
    });
    const { user } = renderScreen(<PostComposer />);
    const dialog = await openComposer(user);
    await user.upload(within(dialog).getByLabelText('Add photos'), photo('lemons.jpg'));
    await waitFor(() => expect(api.calls('POST /posts/photo-uploads')).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo 1' }));
    arrive();

    await waitFor(() => expect(api.calls('DELETE /posts/photo-uploads/:id')).toHaveLength(1));
    expect(api.calls('GET /posts/photo-uploads/:id')).toHaveLength(0);
  });

  it('sends a photo again at Post when its upload did not reach the server, and posts it', async () => {
    let attempts = 0;
    const api = openApi(undefined, {
      'POST /posts/photo-uploads': (request) => {
        if (++attempts === 1) throw new TypeError('Failed to fetch');
        return ok(upload(idOf(request), 'processing'));
      },
    });
    const { user } = renderScreen(<PostComposer />);
    const dialog = await openComposer(user);
    await user.type(within(dialog).getByLabelText("What's happening?"), 'Lemons');
    await user.upload(within(dialog).getByLabelText('Add photos'), photo('lemons.jpg'));
    await waitFor(() => expect(attempts).toBe(1));
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('Post created', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(api.calls('POST /posts/photo-uploads')).toHaveLength(2);
    expect((api.calls('POST /posts/create-post')[0]!.body as FormData).get('upload_ids')).toBe('up-lemons.jpg');
  });

  it('says the post failed when the photo cannot be sent at Post either, and keeps the draft', async () => {
    const api = openApi(undefined, {
      'POST /posts/photo-uploads': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderScreen(<PostComposer />);
    const dialog = await openComposer(user);
    await user.type(within(dialog).getByLabelText("What's happening?"), 'Lemons');
    await user.upload(within(dialog).getByLabelText('Add photos'), photo('lemons.jpg'));
    await waitFor(() => expect(api.calls('POST /posts/photo-uploads')).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(
      await within(dialog).findByText('Network error. Please check your connection and try again.'),
    ).toBeInTheDocument();
    // Tried once more at Post, not again and again.
    expect(api.calls('POST /posts/photo-uploads')).toHaveLength(2);
    expect(api.calls('POST /posts/create-post')).toHaveLength(0);
    expect(within(dialog).getByLabelText("What's happening?")).toHaveValue('Lemons');
  });

  it('keeps the uploads of a cancelled draft and posts them when it is reopened', async () => {
    const api = openApi();
    const { user } = renderScreen(<PostComposer />);
    let dialog = await openComposer(user);
    await user.type(within(dialog).getByLabelText("What's happening?"), 'Lemons');
    await user.upload(within(dialog).getByLabelText('Add photos'), photo('lemons.jpg'));
    await waitFor(() => expect(within(dialog).queryByText('Preparing photo…')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    dialog = await openComposer(user);
    expect(within(dialog).getByRole('img', { name: 'Selected photo 1: lemons.jpg' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(api.calls('POST /posts/create-post')).toHaveLength(1));
    expect((api.calls('POST /posts/create-post')[0]!.body as FormData).get('upload_ids')).toBe('up-lemons.jpg');
    expect(api.calls('POST /posts/photo-uploads')).toHaveLength(1);
    expect(api.calls('DELETE /posts/photo-uploads/:id')).toHaveLength(0);
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
