// @vitest-environment happy-dom
import { TrustMessages } from '@ourhood/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, list, mockApi, never, ok, type RouteReply } from '../../test/api';
import { author, me } from '../../test/fixtures';
import { queueItem } from '../../test/fixtures-moderation';
import { renderScreen, signIn } from '../../test/render';
import ModerationPage from './moderation-page';

const linkedHint =
  'Made from the same address as another report, or by an account created close in time to another reporter';

const record = {
  _id: 'ma1',
  id: 'ma1',
  target_type: 'post' as const,
  target_id: 'p1',
  action: 'hide' as const,
  reason: 'spam' as const,
  rule: 'No spam or repetitive promotion',
  duration_days: null,
  ends_at: null,
  created_at: '2026-11-28T11:00:00.000Z',
};

function moderationApi(
  queue: RouteReply,
  role: 'member' | 'moderator' | 'admin' = 'moderator',
  extra: Parameters<typeof mockApi>[0] = {},
) {
  signIn();
  return mockApi({
    'GET /users/profile/me': ok(me({ role })),
    'GET /moderation/queue': queue,
    'GET /moderation/accounts/awaiting': list([]),
    ...extra,
  });
}

const waiting = {
  id: 'u9',
  first_name: 'Wanda',
  last_name: 'Waits',
  email: 'wanda@example.test',
  account_type: 'user' as const,
  business_name: null,
  role: 'member' as const,
  status: 'awaiting_approval' as const,
  suspended_until: null,
  created_at: '2026-11-28T10:00:00.000Z',
  area: 'Park Slope, Brooklyn',
};

describe('ModerationPage', () => {
  it('lists sign-ups waiting for approval and approves one (issue 43)', async () => {
    const api = moderationApi(list([]), 'moderator', {
      'GET /moderation/accounts/awaiting': list([waiting]),
      'POST /moderation/accounts/u9/approve': ok({ ...waiting, status: 'active' }, 'Account approved'),
    });
    const { user } = renderScreen(<ModerationPage />);
    const section = await screen.findByRole('region', { name: 'Sign-ups waiting for approval' });
    expect(within(section).getByText('wanda@example.test', { exact: false })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Approve Wanda Waits' }));
    await waitFor(() => expect(api.calls('POST /moderation/accounts/u9/approve')).toHaveLength(1));
  });

  it('turns a member away without asking for the queue', async () => {
    const api = moderationApi(list([queueItem()]), 'member');
    renderScreen(<ModerationPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderation' })).toBeInTheDocument();
    expect(screen.getByText(/This page is for moderators\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'moderation log' })).toHaveAttribute('href', '/moderation-log');
    expect(screen.queryByRole('heading', { name: 'Moderation queue' })).not.toBeInTheDocument();
    expect(api.calls('GET /moderation/queue')).toHaveLength(0);
  });

  it('shows the heading and nothing else while the queue loads', async () => {
    const api = moderationApi(never);
    renderScreen(<ModerationPage />);
    expect(screen.getByRole('heading', { name: 'Moderation queue' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /moderation/queue')).toHaveLength(1));
    expect(screen.queryByText('Nothing to review.')).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says when there is nothing to review', async () => {
    moderationApi(list([]));
    renderScreen(<ModerationPage />);
    expect(await screen.findByText('Nothing to review.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Public moderation log' })).toHaveAttribute('href', '/moderation-log');
  });

  it("shows the server's message when the queue fails to load", async () => {
    moderationApi(fail(500, 'The queue is resting'));
    renderScreen(<ModerationPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The queue is resting');
  });

  it('shows a reported item in context, with its reports, its author and an appeal', async () => {
    moderationApi(
      list([
        queueItem({
          appeals: [
            {
              id: 'ap1',
              action_id: 'ma0',
              action: 'hide',
              note: 'It was a joke',
              created_at: '2026-11-28T11:00:00.000Z',
            },
          ],
        }),
      ]),
    );
    renderScreen(<ModerationPage />);
    const item = await screen.findByRole('article', { name: 'Reported post' });
    expect(item).toHaveTextContent('post · 2 reports');
    expect(within(item).getByText('Post in Fitzroy')).toBeInTheDocument();
    expect(within(item).getByText('Cheap watches, DM me!!!')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Open in context' })).toHaveAttribute('href', '/dashboard/post/p1');
    expect(within(item).getByText('By Ada Lovelace · 1 earlier actions · 3 reports against them')).toBeInTheDocument();
    expect(within(item).getByText('Spam × 2')).toBeInTheDocument();
    expect(within(item).getByText('“Posted the same ad five times”')).toBeInTheDocument();
    expect(within(item).getByRole('status')).toHaveTextContent('Appeal of the hide: “It was a joke”');
    expect(within(item).getByRole('combobox', { name: 'Rule' })).toHaveValue('spam');
    // A hidden item offers Restore instead; this one is visible.
    expect(within(item).getByRole('button', { name: 'Hide' })).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
  });

  it("shows the item's score, each report's weight, the linked ones, and the author's trust level", async () => {
    const at = '2026-11-28T10:00:00.000Z';
    moderationApi(
      list([
        queueItem({
          score: 1.4,
          reports: [
            { reason: 'spam', note: 'Posted the same ad five times', created_at: at, weight: 1, linked: false },
            { reason: 'scam', note: '', created_at: at, weight: 0.4, linked: true },
          ],
          author_trust_level: 0,
        }),
      ]),
    );
    renderScreen(<ModerationPage />);
    const item = await screen.findByRole('article', { name: 'Reported post' });
    expect(item).toHaveTextContent('post · 2 reports · Score 1.4');
    const [full, linked] = within(within(item).getByRole('list', { name: 'Reports' })).getAllByRole('listitem');
    expect(full).toHaveTextContent('Spam· Weight 1');
    expect(within(full!).queryByText('Linked')).not.toBeInTheDocument();
    expect(linked).toHaveTextContent('Scam· Weight 0.4');
    // The reason is in the tooltip and, for those who cannot hover, read out beside the badge.
    expect(within(linked!).getByText('Linked')).toHaveAttribute('title', linkedHint);
    expect(within(linked!).getByText(linkedHint)).toHaveClass('sr-only');
    expect(within(item).getByText('Trust level:')).toHaveTextContent('Trust level: New');
    expect(within(item).getByRole('combobox', { name: 'Set trust level' })).toHaveValue('0');
  });

  it('keeps the author at a level, or lets it be earned again, and refreshes the queue', async () => {
    const state = { user_id: 'u-ada', level: 2, set_by_moderator: true };
    const api = moderationApi(list([queueItem()]), 'moderator', {
      'PATCH /moderation/users/:id/trust-level': ok(state, TrustMessages.trustLevelSet),
    });
    const { user } = renderScreen(<ModerationPage />);
    const item = await screen.findByRole('article', { name: 'Reported post' });
    const select = within(item).getByRole('combobox', { name: 'Set trust level' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Earned (automatic)', 'New', 'Basic', 'Member', 'Regular']);
    await user.selectOptions(select, 'Member');
    await user.click(within(item).getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText(TrustMessages.trustLevelSet)).toBeInTheDocument();
    const [request] = api.calls('PATCH /moderation/users/:id/trust-level');
    expect(request!.path).toBe('/moderation/users/u-ada/trust-level');
    expect(request!.body).toEqual({ level: 2 });
    await waitFor(() => expect(api.calls('GET /moderation/queue')).toHaveLength(2));

    await user.selectOptions(within(item).getByRole('combobox', { name: 'Set trust level' }), 'Earned (automatic)');
    await user.click(within(item).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(api.calls('PATCH /moderation/users/:id/trust-level')).toHaveLength(2));
    expect(api.calls('PATCH /moderation/users/:id/trust-level')[1]!.body).toEqual({ level: null });
  });

  it('tells a refused trust level in a toast', async () => {
    moderationApi(list([queueItem()]), 'moderator', {
      'PATCH /moderation/users/:id/trust-level': fail(404, TrustMessages.userNotFound),
    });
    const { user } = renderScreen(<ModerationPage />);
    const item = await screen.findByRole('article', { name: 'Reported post' });
    await user.click(within(item).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(TrustMessages.userNotFound)).toBeInTheDocument();
  });

  it('hides the content under the rule chosen, and refreshes the queue', async () => {
    const api = moderationApi(list([queueItem()]), 'moderator', {
      'POST /moderation/actions': ok(record, 'Content hidden'),
    });
    const { user } = renderScreen(<ModerationPage />);
    const item = await screen.findByRole('article', { name: 'Reported post' });
    await user.selectOptions(within(item).getByRole('combobox', { name: 'Rule' }), 'harassment');
    await user.click(within(item).getByRole('button', { name: 'Hide' }));

    expect(await screen.findByText('Content hidden')).toBeInTheDocument();
    const [request] = api.calls('POST /moderation/actions');
    expect(request!.body).toEqual({ target_type: 'post', target_id: 'p1', reason: 'harassment', action: 'hide' });
    await waitFor(() => expect(api.calls('GET /moderation/queue')).toHaveLength(2));
  });

  it('suspends the author, not the content, for the days chosen', async () => {
    const api = moderationApi(list([queueItem()]), 'moderator', {
      'POST /moderation/actions': ok(
        { ...record, target_type: 'user', target_id: 'u-ada', action: 'suspend', duration_days: 7 },
        'Account suspended',
      ),
    });
    const { user } = renderScreen(<ModerationPage />);
    const item = await screen.findByRole('article', { name: 'Reported post' });
    await user.click(within(item).getByRole('button', { name: '7 days' }));
    expect(await screen.findByText('Account suspended')).toBeInTheDocument();
    expect(api.calls('POST /moderation/actions')[0]!.body).toEqual({
      target_type: 'user',
      target_id: 'u-ada',
      reason: 'spam',
      action: 'suspend',
      duration_days: 7,
    });
  });

  it('approves an urgent alert awaiting approval, and offers no account actions without an author', async () => {
    const api = moderationApi(
      list([
        queueItem({
          target_type: 'alert',
          target_id: 'a1',
          awaiting_approval: true,
          author: null,
          reasons: [],
          reports: [],
        }),
      ]),
      'moderator',
      { 'POST /moderation/actions': fail(409, 'Already approved') },
    );
    const { user } = renderScreen(<ModerationPage />);
    const item = await screen.findByRole('article', { name: 'Reported alert' });
    expect(item).toHaveTextContent('awaiting approval');
    expect(within(item).queryByRole('button', { name: 'Ban' })).not.toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Approve' }));
    // The refusal is told, not swallowed.
    expect(await screen.findByText('Already approved')).toBeInTheDocument();
    expect(api.calls('POST /moderation/actions')[0]!.body).toEqual({
      target_type: 'alert',
      target_id: 'a1',
      reason: 'other',
      action: 'approve',
    });
  });

  it('asks for the newest first when the order changes', async () => {
    const api = moderationApi((request) =>
      request.query.get('sort') === 'newest'
        ? list([queueItem({ target_id: 'p2', author: author({ name: 'Bo Chen' }) })])
        : list([queueItem()]),
    );
    const { user } = renderScreen(<ModerationPage />);
    await screen.findByText(/By Ada Lovelace/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'newest');
    expect(await screen.findByText(/By Bo Chen/)).toBeInTheDocument();
    expect(api.calls('GET /moderation/queue').map((r) => r.query.get('sort'))).toEqual(['most_reported', 'newest']);
  });

  it('gives an admin the accounts and referral codes too', async () => {
    moderationApi(list([]), 'admin', {
      'GET /admin/moderation/accounts': ok({ moderators: [], sanctioned: [] }),
      'GET /admin/referral-codes': list([]),
    });
    renderScreen(<ModerationPage />);
    expect(await screen.findByRole('region', { name: 'Moderators and suspended accounts' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Referral codes' })).toBeInTheDocument();
  });

  it('keeps the admin sections from a moderator', async () => {
    moderationApi(list([]));
    renderScreen(<ModerationPage />);
    await screen.findByText('Nothing to review.');
    expect(screen.queryByRole('region', { name: 'Moderators and suspended accounts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Referral codes' })).not.toBeInTheDocument();
  });
});
