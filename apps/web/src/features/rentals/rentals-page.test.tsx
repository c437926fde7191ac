// @vitest-environment happy-dom
import { RentalMessages } from '@ourhood/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, list, mockApi, never, ok, type RouteReply } from '../../test/api';
import { me, rentalRequest } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import RentalsPage from './rentals-page';

function rentalsApi(requests: RouteReply, extra: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  return mockApi({
    ...extra,
    'GET /users/profile/me': ok(me()),
    'GET /rentals/keywords': list([]),
    'GET /rentals/requests': requests,
  });
}

describe('RentalsPage', () => {
  it('says it is loading the board', () => {
    rentalsApi(never);
    renderScreen(<RentalsPage />);
    expect(screen.getByText(RentalMessages.loading)).toHaveAttribute('role', 'status');
  });

  it('says when nobody nearby asks for anything', async () => {
    rentalsApi(list([]));
    renderScreen(<RentalsPage />);
    expect(await screen.findByText(RentalMessages.empty)).toBeInTheDocument();
  });

  it("shows the server's message when the board cannot be loaded", async () => {
    rentalsApi(fail(500, 'The rentals board is down'));
    renderScreen(<RentalsPage />);
    expect(await screen.findByText('The rentals board is down')).toBeInTheDocument();
  });

  it('lists requests, filters them as the user types, and Lend Item offers to lend', async () => {
    const api = rentalsApi(
      list([
        rentalRequest(),
        rentalRequest({ id: 'r2', _id: 'r2', itemName: 'Pressure washer', description: 'For the deck' }),
      ]),
      {
        'POST /rentals/requests/:id/accept': ok(
          rentalRequest({ status: 'accepted', acceptedAt: '2026-11-28T12:00:00.000Z' }),
          RentalMessages.requestAccepted,
        ),
      },
    );
    const { user } = renderScreen(<RentalsPage />);
    const ladder = await screen.findByRole('article', { name: 'Extension ladder' });
    expect(within(ladder).getByText('Need to clear the gutters this weekend')).toBeInTheDocument();
    expect(within(ladder).getByTestId('rental-status')).toHaveTextContent('Open');
    expect(screen.getByRole('article', { name: 'Pressure washer' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Filter requests'), 'washer');
    expect(screen.queryByRole('article', { name: 'Extension ladder' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Filter requests'));

    await user.click(
      within(screen.getByRole('article', { name: 'Extension ladder' })).getByRole('button', { name: 'Lend Item' }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Extension ladder' })).getByTestId('rental-status'),
      ).toHaveTextContent('Accepted'),
    );
    expect(api.calls('POST /rentals/requests/:id/accept')[0]!.path).toBe('/rentals/requests/r1/accept');
  });

  it("offers the requester's own open request a Cancel, not Lend", async () => {
    rentalsApi(
      list([
        rentalRequest({
          requester: {
            _id: 'u-me',
            id: 'u-me',
            first_name: 'Mia',
            last_name: 'Lopez',
            email: '',
            profile_picture: null,
          },
        }),
      ]),
    );
    renderScreen(<RentalsPage />);
    const mine = await screen.findByRole('article', { name: 'Extension ladder' });
    await waitFor(() => expect(within(mine).getByRole('button', { name: 'Cancel request' })).toBeInTheDocument());
    expect(within(mine).queryByRole('button', { name: 'Lend Item' })).not.toBeInTheDocument();
  });
});
