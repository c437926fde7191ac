// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DataExport } from '@ourhood/contract';
import { fail, mockApi, never, ok } from '../../test/api';
import { renderScreen, signIn } from '../../test/render';
import { YourDataSection } from './your-data-section';

const queued: DataExport = {
  id: 'e1',
  status: 'queued',
  requested_at: '2026-11-29T10:00:00.000Z',
  ready_at: null,
  expires_at: null,
  size: null,
};
const ready: DataExport = {
  ...queued,
  status: 'ready',
  ready_at: '2026-11-29T10:01:00.000Z',
  expires_at: '2026-12-06T10:01:00.000Z',
  size: 2_400_000,
};

describe('YourDataSection', () => {
  it('asks for an archive and says it is being prepared, with no second request offered', async () => {
    signIn();
    const api = mockApi({
      'GET /users/profile/export': ok([]),
      'POST /users/profile/export': { status: 202, body: { status: 'success', message: 'OK', data: queued } },
    });
    const { user } = renderScreen(<YourDataSection />);
    await user.click(await screen.findByRole('button', { name: 'Download your data' }));
    const preparing = 'We are preparing your archive. We will e-mail you a link when it is ready.';
    expect(await screen.findByText(preparing, { selector: 'p' })).toBeVisible();
    expect(api.calls('POST /users/profile/export')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Download your data' })).not.toBeInTheDocument();
  });

  it('offers no request until the list has come, whose late answer would hide the new archive', async () => {
    signIn();
    mockApi({ 'GET /users/profile/export': never });
    renderScreen(<YourDataSection />);
    expect(await screen.findByRole('region', { name: 'Your data' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download your data' })).not.toBeInTheDocument();
  });

  it("shows a ready archive with its size and dates, and saves it with the account's token", async () => {
    signIn();
    const api = mockApi({
      'GET /users/profile/export': ok([ready]),
      'GET /users/profile/export/:id/archive': { status: 200, body: 'zip bytes' },
    });
    const createObjectURL = vi.fn(() => 'blob:archive');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { user } = renderScreen(<YourDataSection />);
    expect(await screen.findByText(/is ready until/)).toHaveTextContent('Nov 29, 2026');
    await user.click(screen.getByRole('button', { name: 'Download archive (2.4 MB)' }));
    const [download] = api.calls('GET /users/profile/export/:id/archive');
    expect(download!.path).toBe('/users/profile/export/e1/archive');
    expect(download!.headers.get('authorization')).toMatch(/^Bearer /);
    expect(createObjectURL).toHaveBeenCalled();
  });

  it('gives a small archive its size in kilobytes', async () => {
    signIn();
    mockApi({ 'GET /users/profile/export': ok([{ ...ready, size: 5_300 }]) });
    renderScreen(<YourDataSection />);
    expect(await screen.findByRole('button', { name: 'Download archive (5 kB)' })).toBeVisible();
  });

  it("shows the server's answer when an archive was already asked for today", async () => {
    signIn();
    mockApi({
      'GET /users/profile/export': ok([]),
      'POST /users/profile/export': fail(429, 'You can ask for one archive a day. Please try again tomorrow.', {
        code: 'EXPORT_TOO_SOON',
      }),
    });
    const { user } = renderScreen(<YourDataSection />);
    await user.click(await screen.findByRole('button', { name: 'Download your data' }));
    expect(await screen.findByText('You can ask for one archive a day. Please try again tomorrow.')).toBeVisible();
  });
});
