// @vitest-environment happy-dom
import type { MyTrust } from '@ourhood/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, never, ok, type RouteReply } from '../../test/api';
import { renderScreen, signIn } from '../../test/render';
import { TrustSection } from './trust-section';

/** A new account (level 0) halfway to Basic. */
function newAccount(overrides: Partial<MyTrust> = {}): MyTrust {
  return {
    level: 0,
    name: 'New',
    set_by_moderator: false,
    allows: {
      message_requests_per_day: 3,
      interests_per_day: 5,
      mentions_per_post: 2,
      links_per_post: 1,
      report_weight: 0.25,
    },
    next: {
      level: 1,
      name: 'Basic',
      granted_by_moderators: false,
      requirements: [
        { key: 'email', label: 'Confirm your e-mail', met: true, progress: 'Confirmed' },
        { key: 'days', label: 'Be a member for 14 days', met: false, progress: '3 of 14 days' },
      ],
    },
    ...overrides,
  };
}

const unlimited = {
  message_requests_per_day: null,
  interests_per_day: null,
  mentions_per_post: null,
  links_per_post: null,
  report_weight: 1,
};

function renderTrust(reply: RouteReply) {
  signIn();
  const api = mockApi({ 'GET /users/me/trust': reply });
  return { api, ...renderScreen(<TrustSection />) };
}

describe('TrustSection', () => {
  it('announces that the level is loading', () => {
    renderTrust(never);
    const section = screen.getByRole('region', { name: 'Your trust level' });
    expect(within(section).getByText('Loading your trust level')).toBeInTheDocument();
    expect(within(section).queryByText('What it allows')).not.toBeInTheDocument();
  });

  it("shows the server's message when the level cannot be loaded, and tries again on request", async () => {
    let attempts = 0;
    const { api, user } = renderTrust(() => {
      attempts += 1;
      return attempts === 1 ? fail(500, 'Trust is resting') : ok(newAccount());
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Trust is resting');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('New')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls('GET /users/me/trust')).toHaveLength(2);
  });

  it('names the level, says who sees it, and lists what it allows', async () => {
    renderTrust(ok(newAccount()));
    const section = screen.getByRole('region', { name: 'Your trust level' });
    expect(await within(section).findByText('New')).toBeInTheDocument();
    expect(section).toHaveTextContent('Only you and the moderators can see it.');
    const allows = within(section).getByRole('list', { name: 'What it allows' });
    expect(
      within(allows)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "3 new conversations a day with people who don't follow you",
      '5 "I\'m interested" a day',
      '2 mentions per post',
      '1 link per post',
      "Your reports count less while you're new",
    ]);
  });

  it('shows the way to the next level as a checklist with progress', async () => {
    renderTrust(ok(newAccount()));
    const checklist = await screen.findByRole('list', { name: 'Reaching Basic' });
    const [email, days] = within(checklist).getAllByRole('listitem');
    expect(email).toHaveTextContent('Done: Confirm your e-mailConfirmed');
    expect(days).toHaveTextContent('Not yet: Be a member for 14 days3 of 14 days');
  });

  it('says when moderators grant the next level, and when there is no limit of its own', async () => {
    renderTrust(
      ok(
        newAccount({
          level: 2,
          name: 'Member',
          allows: unlimited,
          next: { level: 3, name: 'Regular', granted_by_moderators: true, requirements: [] },
        }),
      ),
    );
    expect(await screen.findByText('Member')).toBeInTheDocument();
    expect(screen.getByText("Moderators grant Regular; it isn't earned automatically.")).toBeInTheDocument();
    expect(screen.getByText('Links: no limit at this level')).toBeInTheDocument();
    expect(screen.getByText('Your reports count fully')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Reaching Regular' })).not.toBeInTheDocument();
  });

  it('says a moderator set the level instead of a checklist', async () => {
    renderTrust(ok(newAccount({ set_by_moderator: true })));
    expect(await screen.findByText("A moderator set your level, so it doesn't change by itself.")).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Reaching Basic' })).not.toBeInTheDocument();
  });

  it('says when the level is the highest', async () => {
    renderTrust(ok(newAccount({ level: 3, name: 'Regular', allows: unlimited, next: null })));
    expect(await screen.findByText('This is the highest level.')).toBeInTheDocument();
  });
});
