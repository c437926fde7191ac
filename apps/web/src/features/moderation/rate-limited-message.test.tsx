// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { apiRoutes } from '@ourhood/contract/routes';
import { describe, expect, it, vi } from 'vitest';
import { call } from '../../lib/api-client';
import { fail, mockApi } from '../../test/api';
import { renderScreen } from '../../test/render';
import ModerationLogPage from './moderation-log-page';

// Issue 39: a throttled call (lib/api-client.ts; the public moderation log is the screen here) reads as a calm pause with the wait the server named, not as an error.
describe('a throttled API call', () => {
  it('shows a calm message with the wait from Retry-After', async () => {
    mockApi({
      'GET /moderation/log': {
        ...fail(429, 'Too many requests. Please wait and try again.', { code: 'RATE_LIMITED' }),
        headers: { 'retry-after': '30' },
      },
    });
    renderScreen(<ModerationLogPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Lots of activity from here right now. Please wait 30 seconds and try again.',
    );
  });

  it('says the same for a 429 without the envelope (a proxy), in minutes for a long wait', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<h1>A short pause</h1>', { status: 429, headers: { 'retry-after': '120' } })),
    );
    await expect(call(apiRoutes.listNotifications, { query: {} })).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Lots of activity from here right now. Please wait 2 minutes and try again.',
    });
    vi.unstubAllGlobals();
  });

  it("keeps a route's own limit text (a daily cap)", async () => {
    mockApi({ 'GET /moderation/log': fail(429, 'Three updates a day.') });
    renderScreen(<ModerationLogPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Three updates a day.');
  });
});
