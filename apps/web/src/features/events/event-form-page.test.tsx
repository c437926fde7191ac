// @vitest-environment happy-dom
import { EventMessages, type Event } from '@ourhood/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toLocalInput } from '../../lib/events/event-time';
import { fail, mockApi, never, ok, type RouteReply } from '../../test/api';
import { event } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import EventFormPage from './event-form-page';

// /dashboard/events/new (and ?group=) and /dashboard/events/:id/edit. Times are typed in the
// viewer's zone: the expected instants are read in the same zone, so the tests hold in any TZ.

type User = ReturnType<typeof renderScreen>['user'];

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const instant = (local: string) => new Date(local).toISOString();
const created = event({ _id: 'e9', id: 'e9', title: 'Seed swap' });

function openNew(routes: Record<string, RouteReply> = {}, route = '/dashboard/events/new') {
  signIn();
  const api = mockApi(routes);
  const view = renderScreen(<EventFormPage />, { route, path: '/dashboard/events/new' });
  return { ...view, api };
}

function openEdit(reply: RouteReply, routes: Record<string, RouteReply> = {}) {
  signIn();
  const api = mockApi({ 'GET /events/:id': reply, ...routes });
  const view = renderScreen(<EventFormPage />, {
    route: '/dashboard/events/e1/edit',
    path: '/dashboard/events/:id/edit',
  });
  return { ...view, api };
}

/** Empties a field and pastes the new value (one input event: the form re-renders once, not per key). */
async function replace(user: User, label: string, value: string) {
  await user.clear(screen.getByLabelText(label));
  if (value) await user.paste(value);
}

/** Fills a valid new event: Saturday 5 December 2026, 10:00 to 12:00. */
async function fill(user: User) {
  await replace(user, 'Title', 'Seed swap');
  await replace(user, 'Description', 'Bring seeds, take seeds');
  await replace(user, 'Starts', '2026-12-05T10:00');
  await replace(user, 'Ends', '2026-12-05T12:00');
  await replace(user, 'Place', 'Community garden');
  await replace(user, 'Address', '5 Rose St');
}

const body = {
  title: 'Seed swap',
  description: 'Bring seeds, take seeds',
  start: instant('2026-12-05T10:00'),
  end: instant('2026-12-05T12:00'),
  all_day: false,
  time_zone: zone,
  place: { name: 'Community garden', address: '5 Rose St' },
  capacity: null,
};

describe('EventFormPage: create', () => {
  it('starts empty, tomorrow from 18:00 to 20:00, with the way back to the events', () => {
    openNew();
    expect(screen.getByRole('heading', { name: 'Create event' })).toBeInTheDocument();
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    tomorrow.setHours(18, 0, 0, 0);
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Starts')).toHaveValue(toLocalInput(tomorrow));
    expect(screen.getByLabelText('Ends')).toHaveValue(toLocalInput(new Date(tomorrow.getTime() + 2 * 3600_000)));
    expect(screen.getByRole('checkbox', { name: 'All-day event' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/dashboard/events');
  });

  it('checks every field by the contract before sending anything', async () => {
    const { user, api } = openNew();
    await replace(user, 'Starts', '2026-12-05T10:00');
    await replace(user, 'Ends', '2026-12-05T09:00');
    await replace(user, 'Capacity (optional)', 'lots');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText(EventMessages.titleRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Ends')).toHaveAccessibleDescription(EventMessages.endBeforeStart);
    expect(screen.getByLabelText('Place')).toHaveAccessibleDescription(EventMessages.placeRequired);
    expect(screen.getByLabelText('Capacity (optional)')).toHaveAccessibleDescription(EventMessages.capacityInvalid);
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });

  it('creates the event as JSON and opens it', async () => {
    const { user, api } = openNew({ 'POST /events': ok(created, EventMessages.eventCreated) });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create event' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/events\/e9$/));
    expect(api.calls('POST /events')[0]!.body).toEqual(body);
  });

  it('makes a group event from ?group=, with a capacity', async () => {
    const { user, api } = openNew(
      { 'POST /events': ok(created, EventMessages.eventCreated) },
      '/dashboard/events/new?group=g1',
    );
    await fill(user);
    await replace(user, 'Capacity (optional)', ' 25 ');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/events/e9'));
    expect(api.calls('POST /events')[0]!.body).toEqual({
      ...body,
      capacity: 25,
      visibility: 'group',
      group_id: 'g1',
    });
  });

  it('sends an all-day event as whole days, the last one included', async () => {
    const { user, api } = openNew({ 'POST /events': ok(created, EventMessages.eventCreated) });
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: 'All-day event' }));
    await replace(user, 'Ends', '2026-12-06T09:00');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(api.calls('POST /events')).toHaveLength(1));
    expect(api.calls('POST /events')[0]!.body).toMatchObject({
      all_day: true,
      start: instant('2026-12-05T00:00'),
      end: instant('2026-12-07T00:00'),
    });
  });

  it('sends a cover with the fields as one multipart form', async () => {
    const { user, api } = openNew({ 'POST /events': ok(created, EventMessages.eventCreated) });
    await fill(user);
    await user.upload(
      screen.getByLabelText('Cover photo (optional)'),
      new File(['img'], 'garden.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/events/e9'));

    const form = api.calls('POST /events')[0]!.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'cover'))).toEqual({
      title: 'Seed swap',
      description: 'Bring seeds, take seeds',
      start: body.start,
      end: body.end,
      all_day: 'false',
      time_zone: zone,
      // The route reads the place as JSON text; no capacity is sent for no limit.
      place: JSON.stringify(body.place),
    });
    expect((form.get('cover') as File).name).toBe('garden.jpg');
  });

  it("shows the server's refusal in the banner and stays", async () => {
    const { user } = openNew({ 'POST /events': fail(400, EventMessages.startInPast) });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EventMessages.startInPast);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/events/new');
    expect(screen.getByLabelText('Title')).toHaveValue('Seed swap');
  });

  it('says it is saving and holds the button meanwhile', async () => {
    const { user } = openNew({ 'POST /events': never });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  });
});

describe('EventFormPage: edit', () => {
  const cover = { url: 'https://cdn.test/e1/cover.jpg', thumbnail_url: 'x', width: 1200, height: 400 };
  const existing: Event = event({ capacity: 30, cover, is_organizer: true });

  it('shows a placeholder while the event loads', () => {
    const { container } = openEdit(never);
    expect(screen.getByRole('heading', { name: 'Edit event' })).toBeInTheDocument();
    expect(container.querySelector('.animate-pulse')).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it("shows the server's message when the event cannot be loaded", async () => {
    openEdit(fail(404, EventMessages.eventNotFound));
    expect(await screen.findByRole('alert')).toHaveTextContent(EventMessages.eventNotFound);
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it('opens filled with the event, its times in the viewer zone and its cover', async () => {
    const { api } = openEdit(ok(existing));
    expect(await screen.findByLabelText('Title')).toHaveValue('Street clean-up');
    expect(api.calls('GET /events/:id')[0]!.path).toBe('/events/e1');
    expect(screen.getByLabelText('Description')).toHaveValue('Gloves and bags provided');
    expect(screen.getByLabelText('Starts')).toHaveValue(toLocalInput(new Date(existing.start)));
    expect(screen.getByLabelText('Ends')).toHaveValue(toLocalInput(new Date(existing.end)));
    expect(screen.getByLabelText('Place')).toHaveValue('Atherton Gardens');
    expect(screen.getByLabelText('Address')).toHaveValue('120 Brunswick St');
    expect(screen.getByLabelText('Capacity (optional)')).toHaveValue('30');
    expect(screen.getByRole('img', { name: 'Current cover' })).toHaveAttribute('src', cover.url);
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/dashboard/events/e1');
  });

  it('sends only what changed, and opens the event', async () => {
    const { user, api } = openEdit(ok(existing), {
      'PATCH /events/:id': ok({ ...existing, title: 'Big street clean-up' }, EventMessages.eventUpdated),
    });
    await screen.findByLabelText('Title');
    await replace(user, 'Title', 'Big street clean-up');
    await replace(user, 'Capacity (optional)', '');
    await replace(user, 'Address', '122 Brunswick St');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/events\/e1$/));
    const [request] = api.calls('PATCH /events/:id');
    expect(request!.path).toBe('/events/e1');
    expect(request!.body).toEqual({
      title: 'Big street clean-up',
      place: { name: 'Atherton Gardens', address: '122 Brunswick St' },
      capacity: null,
    });
  });

  it('sends a new start and end when they move', async () => {
    const { user, api } = openEdit(ok(existing), { 'PATCH /events/:id': ok(existing, EventMessages.eventUpdated) });
    await screen.findByLabelText('Title');
    await replace(user, 'Starts', '2026-12-12T09:00');
    await replace(user, 'Ends', '2026-12-12T11:30');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls('PATCH /events/:id')).toHaveLength(1));
    expect(api.calls('PATCH /events/:id')[0]!.body).toEqual({
      start: instant('2026-12-12T09:00'),
      end: instant('2026-12-12T11:30'),
    });
  });

  it("keeps the edits with the server's message when saving fails", async () => {
    const { user } = openEdit(ok(existing), { 'PATCH /events/:id': fail(409, EventMessages.eventOver) });
    await screen.findByLabelText('Title');
    await replace(user, 'Title', 'Big street clean-up');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EventMessages.eventOver);
    expect(screen.getByLabelText('Title')).toHaveValue('Big street clean-up');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/events/e1/edit');
  });
});
