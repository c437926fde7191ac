// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, list, mockApi, never } from '../../test/api';
import { logEntry } from '../../test/fixtures-moderation';
import { renderScreen } from '../../test/render';
import ModerationLogPage from './moderation-log-page';

// The log is public: every test here is signed out.

describe('ModerationLogPage', () => {
  it('shows the table headings and no rows while the log loads', () => {
    mockApi({ 'GET /moderation/log': never });
    renderScreen(<ModerationLogPage />);
    expect(screen.getByRole('heading', { name: 'Moderation log' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Date',
      'Action',
      'Content',
      'Rule',
    ]);
    expect(screen.queryByTestId('log-entry')).not.toBeInTheDocument();
    expect(screen.queryByText('No actions yet.')).not.toBeInTheDocument();
  });

  it('says when there are no actions yet', async () => {
    mockApi({ 'GET /moderation/log': list([]) });
    renderScreen(<ModerationLogPage />);
    expect(await screen.findByText('No actions yet.')).toBeInTheDocument();
  });

  it("shows the server's message when the log fails to load", async () => {
    mockApi({ 'GET /moderation/log': fail(503, 'The log is resting') });
    renderScreen(<ModerationLogPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The log is resting');
  });

  it('lists each action with its content kind and rule, asking for the first fifty without a token', async () => {
    const api = mockApi({
      'GET /moderation/log': list([
        logEntry(),
        logEntry({
          _id: 'ma2',
          id: 'ma2',
          action: 'suspend',
          duration_days: 7,
          content_kind: 'user',
          rule: 'Be respectful: no harassment or bullying',
        }),
        logEntry({
          _id: 'ma3',
          id: 'ma3',
          action: 'approve',
          content_kind: 'alert',
          rule: 'Other community guidelines',
        }),
        logEntry({ _id: 'ma4', id: 'ma4', automatic: true, label: 'hidden pending review' }),
      ]),
    });
    renderScreen(<ModerationLogPage />);
    const rows = await screen.findAllByTestId('log-entry');
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['Content hidden', 'post', 'No spam or repetitive promotion'],
      ['Account suspended (7 days)', 'user', 'Be respectful: no harassment or bullying'],
      ['Urgent alert approved', 'alert', 'Other community guidelines'],
      ['Hidden pending review', 'post', 'No spam or repetitive promotion'],
    ]);
    const [request] = api.calls('GET /moderation/log');
    expect(request!.query.get('page')).toBe('1');
    expect(request!.query.get('limit')).toBe('50');
    expect(request!.headers.get('authorization')).toBeNull();
  });
});
