// @vitest-environment happy-dom
import { AlertMessages } from '@ourhood/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, list, mockApi, ok, type Reply } from '../../test/api';
import { alert } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import AlertsPage from './alerts-page';

function alertsApi(alerts: Reply, extra: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  return mockApi({ ...extra, 'GET /alerts': alerts });
}

describe('AlertsPage', () => {
  it('says when the area has no alerts', async () => {
    alertsApi(list([]));
    renderScreen(<AlertsPage />);
    expect(await screen.findByText('No alerts for this location at the moment.')).toBeInTheDocument();
  });

  it("shows the server's message when alerts cannot be loaded", async () => {
    alertsApi(fail(500, 'Alerts are offline'));
    renderScreen(<AlertsPage />);
    expect(await screen.findByText('Alerts are offline')).toBeInTheDocument();
  });

  it('lists the alerts: urgent ones say so, others can be reported, own ones resolved', async () => {
    const api = alertsApi(
      list([
        alert({ id: 'a2', _id: 'a2', title: 'Burst water main', category: 'outage', urgent: true, can_manage: true }),
        alert(),
      ]),
      { 'POST /alerts/:id/resolve': ok(alert({ status: 'resolved' }), 'Alert resolved') },
    );
    const { user } = renderScreen(<AlertsPage />);
    const urgent = await screen.findByRole('article', { name: 'Urgent alert: Burst water main' });
    expect(within(urgent).getByText(/Utility outage · Fitzroy/)).toBeInTheDocument();
    const pet = screen.getByRole('article', { name: 'Alert: Grey cat missing on Smith St' });
    expect(within(pet).getByText('Answers to Miso, very shy.')).toBeInTheDocument();
    expect(within(pet).queryByRole('button', { name: 'Mark resolved' })).not.toBeInTheDocument();
    expect(within(pet).getByRole('button', { name: 'Report' })).toBeInTheDocument();

    await user.click(within(urgent).getByRole('button', { name: 'Mark resolved' }));
    expect(await screen.findByText('Alert resolved')).toBeInTheDocument();
    expect(api.calls('POST /alerts/:id/resolve')[0]!.path).toBe('/alerts/a2/resolve');
  });

  it('checks the new alert against the contract, then posts it', async () => {
    const api = alertsApi(list([]), { 'POST /alerts': ok(alert(), AlertMessages.alertCreated) });
    const { user } = renderScreen(<AlertsPage />);
    const form = screen.getByRole('form', { name: 'Post an alert' });
    await user.click(within(form).getByRole('button', { name: 'Post alert' }));
    expect(await within(form).findByText(AlertMessages.titleRequired)).toBeInTheDocument();
    expect(api.calls('POST /alerts')).toHaveLength(0);

    await user.selectOptions(within(form).getByLabelText('Category'), 'Lost or found pet');
    await user.type(within(form).getByLabelText('Title'), 'Grey cat missing on Smith St');
    await user.click(within(form).getByRole('button', { name: 'Post alert' }));

    expect(await screen.findByText(AlertMessages.alertCreated)).toBeInTheDocument();
    await waitFor(() => expect(api.calls('POST /alerts')).toHaveLength(1));
    expect(api.calls('POST /alerts')[0]!.body).toMatchObject({
      category: 'lost_pet',
      title: 'Grey cat missing on Smith St',
      area: 'suburb',
      urgent: false,
    });
    expect(within(form).getByLabelText('Title')).toHaveValue('');
  });
});
