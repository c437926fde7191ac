// @vitest-environment happy-dom
import { AuthMessages, type ReferralCode } from '@ourhood/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, list, mockApi, never, ok, type RouteReply } from '../../test/api';
import { renderScreen, signIn } from '../../test/render';
import { AdminReferralCodes } from './admin-referral-codes';

// The admins' referral codes section (moderation-page.test.tsx checks that only admins see it).

const at = '2026-11-28T10:00:00.000Z';

function referralCode(overrides: Partial<ReferralCode> = {}): ReferralCode {
  return {
    _id: 'rc1',
    id: 'rc1',
    code: 'FITZ-ADA1',
    owner: { id: 'u-ada', email: 'ada@example.com', name: 'Ada Lovelace' },
    created_at: at,
    revoked_at: null,
    referred_count: 3,
    ...overrides,
  };
}

const ada = referralCode();
const bo = referralCode({
  _id: 'rc2',
  id: 'rc2',
  code: 'FITZ-BO22',
  owner: { id: 'u-bo', email: 'bo@example.com', name: 'Bo Chen' },
  referred_count: 0,
  revoked_at: at,
});

function codesApi(reply: RouteReply, extra: Parameters<typeof mockApi>[0] = {}) {
  signIn({ role: 'admin' });
  return mockApi({ 'GET /admin/referral-codes': reply, ...extra });
}

function section() {
  return screen.getByRole('region', { name: 'Referral codes' });
}

describe('AdminReferralCodes', () => {
  it('says the codes are loading, with the form ready', () => {
    codesApi(never);
    renderScreen(<AdminReferralCodes />);
    expect(within(section()).getByText('Loading codes…')).toBeInTheDocument();
    expect(within(section()).getByLabelText('Issue a code to (e-mail)')).toBeInTheDocument();
    expect(within(section()).queryByText('No codes yet.')).not.toBeInTheDocument();
  });

  it('says when there are no codes', async () => {
    codesApi(list([]));
    renderScreen(<AdminReferralCodes />);
    expect(await within(section()).findByText('No codes yet.')).toBeInTheDocument();
    expect(within(section()).queryByRole('list')).not.toBeInTheDocument();
  });

  it("shows the server's message, not 'No codes yet', when the codes cannot be loaded", async () => {
    codesApi(fail(500, 'Referral codes are resting'));
    renderScreen(<AdminReferralCodes />);
    expect(await within(section()).findByRole('alert')).toHaveTextContent('Referral codes are resting');
    expect(within(section()).queryByText('No codes yet.')).not.toBeInTheDocument();
  });

  it('lists each code with its owner and how many joined, Revoke only for live codes', async () => {
    const api = codesApi(list([ada, bo]));
    renderScreen(<AdminReferralCodes />);
    const codes = await within(section()).findByRole('list', { name: 'Referral codes' });
    const [first, second] = within(codes).getAllByRole('listitem');
    expect(first).toHaveTextContent('FITZ-ADA1 · Ada Lovelace (ada@example.com) · 3 joined');
    expect(within(first!).getByRole('button', { name: 'Revoke' })).toBeEnabled();
    expect(second).toHaveTextContent('FITZ-BO22 · Bo Chen (bo@example.com) · 0 joined');
    expect(second).toHaveTextContent('revoked');
    expect(within(second!).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
    const [request] = api.calls('GET /admin/referral-codes');
    expect(request!.query.get('page')).toBe('1');
    expect(request!.query.get('limit')).toBe('20');
  });

  it('reads the next page with Load more codes', async () => {
    const api = codesApi((request) =>
      request.query.get('page') === '2' ? list([bo], { page: 2, total: 21 }) : list([ada], { total: 21 }),
    );
    const { user } = renderScreen(<AdminReferralCodes />);
    await user.click(await screen.findByRole('button', { name: 'Load more codes' }));
    expect(await screen.findByText('FITZ-BO22')).toBeInTheDocument();
    expect(screen.getByText('FITZ-ADA1')).toBeInTheDocument();
    expect(api.calls('GET /admin/referral-codes').map((r) => r.query.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Load more codes' })).not.toBeInTheDocument();
  });

  it('checks the e-mail by the contract before sending anything', async () => {
    const api = codesApi(list([]));
    const { user } = renderScreen(<AdminReferralCodes />);
    await user.type(screen.getByLabelText('Issue a code to (e-mail)'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Issue code' }));
    expect(await screen.findByText(AuthMessages.emailInvalid)).toBeInTheDocument();
    expect(api.calls('POST /admin/referral-codes')).toHaveLength(0);
  });

  it('issues a code to an e-mail, empties the field and lists the new code', async () => {
    let codes = [ada];
    const issued = referralCode({ _id: 'rc3', id: 'rc3', code: 'FITZ-CY33', referred_count: 0 });
    const api = codesApi(() => list(codes), {
      'POST /admin/referral-codes': () => {
        codes = [issued, ...codes];
        return ok(issued, '');
      },
    });
    const { user } = renderScreen(<AdminReferralCodes />);
    await screen.findByText('FITZ-ADA1');
    await user.type(screen.getByLabelText('Issue a code to (e-mail)'), ' Cy@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Issue code' }));

    expect(await screen.findByText('Code FITZ-CY33 issued')).toBeInTheDocument();
    const [request] = api.calls('POST /admin/referral-codes');
    expect(request!.body).toEqual({ email: 'cy@example.com' });
    expect(screen.getByLabelText('Issue a code to (e-mail)')).toHaveValue('');
    expect(await within(section()).findByText('FITZ-CY33')).toBeInTheDocument();
  });

  it("puts the server's refusal in the banner and keeps the address", async () => {
    codesApi(list([]), { 'POST /admin/referral-codes': fail(404, 'No account uses that e-mail') });
    const { user } = renderScreen(<AdminReferralCodes />);
    await user.type(screen.getByLabelText('Issue a code to (e-mail)'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Issue code' }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent('No account uses that e-mail');
    expect(screen.getByLabelText('Issue a code to (e-mail)')).toHaveValue('nobody@example.com');
  });

  it('revokes a code by its code, says so, and shows it revoked', async () => {
    let revoked = false;
    const api = codesApi(() => list([revoked ? { ...ada, revoked_at: at } : ada]), {
      'POST /admin/referral-codes/:code/revoke': () => {
        revoked = true;
        return ok({ ...ada, revoked_at: at }, 'Code revoked');
      },
    });
    const { user } = renderScreen(<AdminReferralCodes />);
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('Code revoked')).toBeInTheDocument();
    const [request] = api.calls('POST /admin/referral-codes/:code/revoke');
    expect(request!.path).toBe('/admin/referral-codes/FITZ-ADA1/revoke');
    expect(request!.body).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument());
    expect(within(section()).getByRole('listitem')).toHaveTextContent('revoked');
  });

  it('keeps the code live and says why when revoking fails', async () => {
    codesApi(list([ada]), { 'POST /admin/referral-codes/:code/revoke': fail(403, 'Only admins can revoke codes') });
    const { user } = renderScreen(<AdminReferralCodes />);
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Only admins can revoke codes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke' })).toBeEnabled();
  });
});
