// @vitest-environment happy-dom
import type { Customer } from '@ourhood/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, list, mockApi } from '../../test/api';
import { renderScreen, signIn } from '../../test/render';
import CustomersPage from './customers-page';

const customer: Customer = {
  _id: 'u-ada',
  id: 'u-ada',
  name: 'Ada Lovelace',
  first_name: 'Ada',
  last_name: 'Lovelace',
  profile_picture: null,
  relations: {
    followed_at: '2026-11-20T10:00:00.000Z',
    last_interaction_at: '2026-11-27T10:00:00.000Z',
    interactions: [
      { kind: 'interested', listing_id: 'l1', listing_title: 'Sourdough class', at: '2026-11-27T10:00:00.000Z' },
      { kind: 'follow', at: '2026-11-20T10:00:00.000Z' },
    ],
  },
};

describe('CustomersPage', () => {
  it('explains who will appear when there are no customers yet', async () => {
    signIn({}, 'organization');
    mockApi({ 'GET /organization/me/customers': list([]) });
    renderScreen(<CustomersPage />);
    expect(
      await screen.findByText(
        'No customers yet. Neighbours who follow you or show interest in your listings appear here.',
      ),
    ).toBeInTheDocument();
  });

  it("shows the server's message when customers cannot be loaded", async () => {
    signIn({}, 'organization');
    mockApi({ 'GET /organization/me/customers': fail(500, 'Customers are unavailable') });
    renderScreen(<CustomersPage />);
    expect(await screen.findByText('Customers are unavailable')).toBeInTheDocument();
  });

  it('lists each customer with a link to their profile and what they did', async () => {
    signIn({}, 'organization');
    mockApi({ 'GET /organization/me/customers': list([customer]) });
    renderScreen(<CustomersPage />);
    const link = await screen.findByRole('link', { name: /Ada Lovelace/ });
    expect(link).toHaveAttribute('href', '/dashboard/profile/u-ada');
    const row = link.closest('li')!;
    expect(within(row).getByText('Interested in Sourdough class')).toBeInTheDocument();
    expect(within(row).getByText('Followed you')).toBeInTheDocument();
  });
});
