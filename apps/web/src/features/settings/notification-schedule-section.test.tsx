// @vitest-environment happy-dom
import { NotificationScheduleMessages, type NotificationSchedule } from '@ourhood/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, never, ok, type RouteReply } from '../../test/api';
import { withBrowserSelects } from '../../test/browser-selects';
import { renderScreen, signIn } from '../../test/render';
import { NotificationScheduleSection } from './notification-schedule-section';

// Settings' quiet hours, time zone and e-mail digest section. The time zone select offers every zone
// the runtime knows: the tests give it a handful (400 options make each test seconds long in happy-dom).

withBrowserSelects();

type User = ReturnType<typeof renderScreen>['user'];

const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const quietLabel = 'Hold e-mails during quiet hours (urgent safety alerts still come through)';

/** Never saved: no quiet hours, no digest, the installation's zone. */
const neverSaved: NotificationSchedule = {
  quiet_hours: null,
  time_zone: 'Australia/Melbourne',
  digest: 'off',
  digest_next_at: null,
};
const saved: NotificationSchedule = {
  quiet_hours: { start: '23:00', end: '06:30' },
  time_zone: 'Europe/Paris',
  digest: 'weekly',
  digest_next_at: '2026-11-30T07:00:00.000Z',
};

function open(reply: RouteReply, put?: RouteReply) {
  signIn();
  const api = mockApi({
    'GET /users/profile/notification-schedule': reply,
    ...(put ? { 'PUT /users/profile/notification-schedule': put } : {}),
  });
  const view = renderScreen(<NotificationScheduleSection />);
  return { ...view, api };
}

/** Answers the PUT with the schedule it asked for, as the server does. */
const echo: RouteReply = (request) =>
  ok({ ...saved, ...(request.body as Partial<NotificationSchedule>) }, NotificationScheduleMessages.saved);

async function setTime(user: User, label: string, value: string) {
  await user.clear(screen.getByLabelText(label));
  await user.type(screen.getByLabelText(label), value);
}

describe('NotificationScheduleSection', () => {
  beforeEach(() => {
    vi.spyOn(Intl, 'supportedValuesOf').mockReturnValue(['America/New_York', 'Asia/Tokyo', 'Europe/Paris']);
  });

  it('announces that the schedule is loading', () => {
    open(never);
    expect(screen.getByText('Loading notification schedule')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save schedule' })).not.toBeInTheDocument();
  });

  it("shows the server's message when the schedule cannot be loaded", async () => {
    open(fail(500, 'Schedules are resting'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Schedules are resting');
    expect(screen.queryByRole('button', { name: 'Save schedule' })).not.toBeInTheDocument();
  });

  it("offers this device's zone for a schedule never saved, quiet hours off and no digest", async () => {
    open(ok(neverSaved));
    expect(await screen.findByLabelText(quietLabel)).not.toBeChecked();
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Time zone')).toHaveValue(deviceZone);
    expect(screen.getByLabelText(/^Off/)).toBeChecked();
  });

  it('shows a saved schedule: its quiet hours, its zone and its digest', async () => {
    open(ok(saved));
    expect(await screen.findByLabelText(quietLabel)).toBeChecked();
    expect(screen.getByLabelText('From')).toHaveValue('23:00');
    expect(screen.getByLabelText('Until')).toHaveValue('06:30');
    expect(screen.getByLabelText('Time zone')).toHaveValue('Europe/Paris');
    expect(screen.getByLabelText(/^Weekly/)).toBeChecked();
  });

  it('turns quiet hours on from 22:00 to 07:00 and the daily digest, and saves', async () => {
    const { user, api } = open(ok(neverSaved), echo);
    await user.click(await screen.findByLabelText(quietLabel));
    expect(screen.getByLabelText('From')).toHaveValue('22:00');
    expect(screen.getByLabelText('Until')).toHaveValue('07:00');
    await user.click(screen.getByLabelText(/^Daily/));
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));

    expect(await screen.findByText(NotificationScheduleMessages.saved)).toHaveAttribute('role', 'status');
    expect(api.calls('PUT /users/profile/notification-schedule')[0]!.body).toEqual({
      quiet_hours: { start: '22:00', end: '07:00' },
      time_zone: deviceZone,
      digest: 'daily',
    });
  });

  it('sends no quiet hours once they are turned off, and a chosen zone', async () => {
    const { user, api } = open(ok(saved), echo);
    await user.click(await screen.findByLabelText(quietLabel));
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Time zone'), 'UTC');
    await user.click(screen.getByLabelText(/^Off/));
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));

    expect(await screen.findByText(NotificationScheduleMessages.saved)).toBeInTheDocument();
    expect(api.calls('PUT /users/profile/notification-schedule')[0]!.body).toEqual({
      quiet_hours: null,
      time_zone: 'UTC',
      digest: 'off',
    });
  });

  it('saves edited quiet hours', async () => {
    const { user, api } = open(ok(saved), echo);
    await screen.findByLabelText('From');
    await setTime(user, 'From', '21:30');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText(NotificationScheduleMessages.saved)).toBeInTheDocument();
    expect(api.calls('PUT /users/profile/notification-schedule')[0]!.body).toEqual({
      quiet_hours: { start: '21:30', end: '06:30' },
      time_zone: 'Europe/Paris',
      digest: 'weekly',
    });
  });

  it('refuses quiet hours that start and end at the same time, before sending anything', async () => {
    const { user, api } = open(ok(saved), echo);
    await screen.findByLabelText('From');
    await setTime(user, 'Until', '23:00');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText(NotificationScheduleMessages.quietHoursSame)).toBeInTheDocument();
    expect(screen.getByLabelText('Until')).toHaveAccessibleDescription(NotificationScheduleMessages.quietHoursSame);
    expect(screen.getByLabelText('Until')).toHaveFocus();
    expect(api.calls('PUT /users/profile/notification-schedule')).toHaveLength(0);
  });

  it("keeps the choices with the server's refusal in the banner, cleared by the next change", async () => {
    const { user } = open(ok(saved), fail(503, 'Saving is paused for maintenance'));
    await user.click(await screen.findByLabelText(/^Daily/));
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Saving is paused for maintenance');
    expect(screen.getByLabelText(/^Daily/)).toBeChecked();
    await user.click(screen.getByLabelText(/^Weekly/));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says it is saving and holds the button meanwhile', async () => {
    const { user } = open(ok(saved), never);
    await user.click(await screen.findByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Saving/ })).toBeDisabled());
  });
});
