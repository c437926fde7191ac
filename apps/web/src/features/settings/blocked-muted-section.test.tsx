// @vitest-environment happy-dom
import { BlockMessages, type BlockList } from '@ourhood/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, never, ok } from '../../test/api';
import { author } from '../../test/fixtures';
import { renderScreen, signIn } from '../../test/render';
import { BlockedMutedSection } from './blocked-muted-section';

const since = '2026-11-28T10:00:00.000Z';
const sam = { user: author({ _id: 'u-sam', id: 'u-sam', name: 'Sam Jones' }), since };
const kim = { user: author({ _id: 'u-kim', id: 'u-kim', name: 'Kim Lee' }), since };

const section = () => screen.getByRole('region', { name: 'Blocked and muted' });

describe('BlockedMutedSection', () => {
  it('announces that the accounts are loading', () => {
    signIn();
    mockApi({ 'GET /users/me/blocks': never });
    renderScreen(<BlockedMutedSection />);
    expect(within(section()).getByText('Loading blocked and muted accounts')).toBeInTheDocument();
  });

  it('says when nobody is blocked or muted', async () => {
    signIn();
    mockApi({ 'GET /users/me/blocks': ok({ blocked: [], muted: [] }) });
    renderScreen(<BlockedMutedSection />);
    expect(await screen.findByText("You haven't blocked anyone.")).toBeInTheDocument();
    expect(screen.getByText("You haven't muted anyone.")).toBeInTheDocument();
  });

  it('says when the list failed to load, and tries again', async () => {
    signIn();
    let calls = 0;
    mockApi({
      'GET /users/me/blocks': () =>
        ++calls === 1 ? fail(500, 'Something went wrong') : ok({ blocked: [sam], muted: [] }),
    });
    const { user } = renderScreen(<BlockedMutedSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Blocked (1)' })).toHaveTextContent('Sam Jones');
  });

  it('lists the blocked and the muted, each with its undo, and a row leaves once undone', async () => {
    signIn();
    let list: BlockList = { blocked: [sam], muted: [kim] };
    const api = mockApi({
      'GET /users/me/blocks': () => ok(list),
      'DELETE /users/:id/block': () => {
        list = { ...list, blocked: [] };
        return ok({ user_id: 'u-sam', blocked: false, muted: false }, BlockMessages.unblocked);
      },
      'DELETE /users/:id/mute': () => {
        list = { ...list, muted: [] };
        return ok({ user_id: 'u-kim', blocked: false, muted: false }, BlockMessages.unmuted);
      },
    });
    const { user } = renderScreen(<BlockedMutedSection />);
    const blocked = await screen.findByRole('list', { name: 'Blocked (1)' });
    const muted = screen.getByRole('list', { name: 'Muted (1)' });
    expect(within(blocked).getByRole('link', { name: 'Sam Jones' })).toHaveAttribute(
      'href',
      '/dashboard/profile/u-sam',
    );
    expect(within(muted).getByText('Kim Lee')).toBeInTheDocument();

    await user.click(within(blocked).getByRole('button', { name: 'Unblock Sam Jones' }));
    expect(await screen.findByText('Unblocked Sam Jones')).toBeInTheDocument();
    expect(api.calls('DELETE /users/:id/block')[0]!.path).toBe('/users/u-sam/block');
    expect(await screen.findByText("You haven't blocked anyone.")).toBeInTheDocument();
    // The focus does not fall to the page: it goes to the list's heading.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Blocked (0)' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Unmute Kim Lee' }));
    expect(await screen.findByText('Unmuted Kim Lee')).toBeInTheDocument();
    expect(await screen.findByText("You haven't muted anyone.")).toBeInTheDocument();
  });

  it('keeps the row and says so when the undo fails', async () => {
    signIn();
    mockApi({
      'GET /users/me/blocks': ok({ blocked: [], muted: [kim] }),
      'DELETE /users/:id/mute': fail(500, 'Something went wrong'),
    });
    const { user } = renderScreen(<BlockedMutedSection />);
    await user.click(await screen.findByRole('button', { name: 'Unmute Kim Lee' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Muted (1)' })).toHaveTextContent('Kim Lee');
  });
});
