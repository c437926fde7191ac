// @vitest-environment happy-dom
import type { Invite } from '@ourhood/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, never, ok, type RouteReply } from '../../test/api';
import { renderScreen, signIn } from '../../test/render';
import InvitePage, { whatsAppShareUrl } from './invite-page';

const link = 'https://ourhood.test/signup?ref=MIA-4821';

function invite(overrides: Partial<Invite> = {}): Invite {
  return { referral_code: 'MIA-4821', invite_link: link, joined_count: 0, ...overrides };
}

function inviteApi(reply: RouteReply) {
  signIn();
  return mockApi({ 'GET /users/profile/invite': reply });
}

describe('InvitePage', () => {
  it('announces that the invite is loading', () => {
    inviteApi(never);
    renderScreen(<InvitePage />);
    expect(screen.getByText('Loading your invite')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it("shows the server's message when the invite cannot be loaded", async () => {
    inviteApi(fail(500, 'Invites are resting'));
    renderScreen(<InvitePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invites are resting');
    expect(screen.getByRole('heading', { name: 'Invite Your Neighbors' })).toBeInTheDocument();
  });

  it('tells a neighbour without a code whom to ask', async () => {
    inviteApi(ok(invite({ referral_code: null, invite_link: null })));
    renderScreen(<InvitePage />);
    expect(await screen.findByRole('heading', { name: "You don't have a referral code yet" })).toBeInTheDocument();
    expect(screen.getByText('Please contact an admin to get your referral code.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy Code' })).not.toBeInTheDocument();
  });

  it('shows the code, the ways to share it and how many joined', async () => {
    inviteApi(ok(invite({ joined_count: 3 })));
    renderScreen(<InvitePage />);
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('MIA-4821');
    expect(screen.getByTestId('joined-count')).toHaveTextContent('3 neighbours have joined with your code.');
    const whatsApp = screen.getByRole('link', { name: 'Share on WhatsApp' });
    expect(whatsApp).toHaveAttribute('href', whatsAppShareUrl(link));
    expect(whatsApp.getAttribute('href')).toBe(
      `https://wa.me/?text=Join%20me%20on%20Ourhood!%20${encodeURIComponent(link)}`,
    );
    expect(whatsApp).toHaveAttribute('target', '_blank');
  });

  it('counts one joined neighbour, and none', async () => {
    inviteApi(ok(invite({ joined_count: 1 })));
    const { unmount } = renderScreen(<InvitePage />);
    expect(await screen.findByTestId('joined-count')).toHaveTextContent('1 neighbour has joined with your code.');
    unmount();
    inviteApi(ok(invite()));
    renderScreen(<InvitePage />);
    expect(await screen.findByTestId('joined-count')).toHaveTextContent(
      'No neighbours have joined with your code yet.',
    );
  });

  it('copies the code and the link to the clipboard', async () => {
    inviteApi(ok(invite()));
    const { user } = renderScreen(<InvitePage />);
    await user.click(await screen.findByRole('button', { name: 'Copy Code' }));
    expect(await screen.findByText('Referral code copied!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('MIA-4821');

    await user.click(screen.getByRole('button', { name: 'Share via Link' }));
    expect(await screen.findByText('Invite link copied!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('says so when the browser refuses to copy', async () => {
    inviteApi(ok(invite()));
    const { user } = renderScreen(<InvitePage />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: 'Copy Code' }));
    expect(await screen.findByText('Unable to copy. Please try again.')).toBeInTheDocument();
  });
});
