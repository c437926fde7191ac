import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSHWICK, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { notificationsOf, postRental } from '../helpers/rentals.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Issue 12.10: a new neighbour accepted the whole board and collected the requesters' e-mails.
let ctx: TestContext;
type Person = Awaited<ReturnType<typeof neighbour>>;

beforeAll(async () => {
  ctx = await createTestApp({}, { startJobs: false });
});

afterAll(async () => {
  await ctx?.close();
});

const get = (id: string, person: Person) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/rentals/requests/${id}`, headers: person.headers });
const act = (id: string, action: string, person: Person) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/rentals/requests/${id}/${action}`, headers: person.headers });
const TOO_MANY = 'You can lend up to 3 items at once. Wait until one is completed before offering another.';

describe('confirming the lender', () => {
  it('shows contact details to the two sides only once the requester confirms, and tells the lender', async () => {
    const asker = await neighbour(ctx.app, PARK_SLOPE, {
      first_name: 'Ada',
      last_name: 'Asker',
      email: 'ada@confirm.test',
    });
    const lender = await neighbour(ctx.app, BUSHWICK, {
      first_name: 'Leo',
      last_name: 'Lend',
      email: 'leo@confirm.test',
    });
    const other = await neighbour(ctx.app, PARK_SLOPE);
    const id = await postRental(ctx.app, asker.headers, 'Ladder');
    // Nothing to confirm while open.
    expect((await act(id, 'confirm', asker)).statusCode).toBe(409);
    expect((await act(id, 'accept', lender)).statusCode).toBe(200);

    // Offered, not confirmed: neither sees the other's e-mail; each sees their own.
    const byAsker = (await get(id, asker)).json().data;
    expect(byAsker).toMatchObject({
      status: 'accepted',
      confirmedAt: null,
      requester: { email: 'ada@confirm.test' },
      acceptedBy: { first_name: 'Leo', email: '' },
    });
    const byLender = (await get(id, lender)).json().data;
    expect(byLender).toMatchObject({ requester: { email: '' }, acceptedBy: { email: 'leo@confirm.test' } });
    const board = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/rentals/requests?role=lender', headers: lender.headers })
    ).json().data;
    expect(board.find((r: { id: string }) => r.id === id).requester.email).toBe('');

    // Only the requester confirms; others get 404 as for a missing request.
    expect((await act(id, 'confirm', lender)).statusCode).toBe(404);
    expect((await act(id, 'confirm', other)).statusCode).toBe(404);
    const confirmed = await act(id, 'confirm', asker);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: 'Lender confirmed',
      data: { status: 'accepted', acceptedBy: { email: 'leo@confirm.test' } },
    });
    expect(confirmed.json().data.confirmedAt).not.toBeNull();
    expect((await get(id, lender)).json().data.requester.email).toBe('ada@confirm.test');
    expect((await get(id, other)).json().data).toMatchObject({ requester: { email: '' }, acceptedBy: { email: '' } });

    // Once only; a confirmed loan cannot be declined.
    expect((await act(id, 'confirm', asker)).json()).toMatchObject({
      message: 'There is no offer waiting for confirmation',
    });
    expect((await act(id, 'decline', asker)).statusCode).toBe(409);

    // The lender hears of it, in the app and by e-mail (rental updates are on by default).
    expect((await notificationsOf(ctx.app, lender.headers)).filter((n) => n.kind === 'rental_confirmed')).toEqual([
      { kind: 'rental_confirmed', subjectId: id, message: 'Ada Asker confirmed you as the lender of "Ladder"' },
    ]);
    await ctx.app.jobs.drain();
    const mail = await ctx.database.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('recipient', '=', 'leo@confirm.test')
      .execute();
    expect(mail.map((m) => m.subject)).toContain('Ada Asker confirmed you as the lender of "Ladder"');

    // Completed loans keep showing the contacts.
    expect((await act(id, 'complete', asker)).statusCode).toBe(200);
    expect((await get(id, lender)).json().data).toMatchObject({
      status: 'completed',
      requester: { email: 'ada@confirm.test' },
    });
  });

  it('lets the requester decline an offer: open again, the lender told, anyone may offer', async () => {
    const asker = await neighbour(ctx.app, PARK_SLOPE, { first_name: 'Bea', last_name: 'Borrow' });
    const harvester = await neighbour(ctx.app, BUSHWICK);
    const kind = await neighbour(ctx.app, BUSHWICK);
    const id = await postRental(ctx.app, asker.headers, 'Drill');
    expect((await act(id, 'decline', asker)).statusCode).toBe(409);
    expect((await act(id, 'accept', harvester)).statusCode).toBe(200);
    expect((await act(id, 'decline', harvester)).statusCode).toBe(404);

    const declined = await act(id, 'decline', asker);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({
      message: 'Offer declined; the request is open again',
      data: { status: 'open', acceptedBy: null, acceptedAt: null, confirmedAt: null },
    });
    expect((await notificationsOf(ctx.app, harvester.headers)).filter((n) => n.kind === 'rental_declined')).toEqual([
      { kind: 'rental_declined', subjectId: id, message: 'Bea Borrow declined your offer to lend "Drill"' },
    ]);
    // The declined lender never saw the address.
    expect((await get(id, harvester)).json().data.requester.email).toBe('');
    expect((await act(id, 'decline', asker)).statusCode).toBe(409);

    expect((await act(id, 'accept', kind)).statusCode).toBe(200);
    expect((await act(id, 'confirm', asker)).statusCode).toBe(200);
  });
});

describe('loans one lender holds', () => {
  it('are at most 3 at once; a completed or declined one frees a place', async () => {
    const askers = await Promise.all([1, 2].map(() => neighbour(ctx.app, PARK_SLOPE)));
    const lender = await neighbour(ctx.app, BUSHWICK);
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) ids.push(await postRental(ctx.app, askers[i % 2]!.headers, `Thing ${i}`));
    for (const id of ids.slice(0, 3)) expect((await act(id, 'accept', lender)).statusCode).toBe(200);

    const fourth = await act(ids[3]!, 'accept', lender);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({ status: 'error', code: 'CONFLICT', message: TOO_MANY });
    expect((await get(ids[3]!, lender)).json().data).toMatchObject({ status: 'open', acceptedBy: null });
    // Missing and own requests still answer 404, taken ones 409 'no longer open'.
    expect((await act('00000000-0000-4000-8000-000000000000', 'accept', lender)).statusCode).toBe(404);
    expect((await act(ids[0]!, 'accept', lender)).json()).toMatchObject({ message: 'This request is no longer open' });
    // Confirmed loans count until completed.
    expect((await act(ids[0]!, 'confirm', askers[0]!)).statusCode).toBe(200);
    expect((await act(ids[3]!, 'accept', lender)).statusCode).toBe(409);

    expect((await act(ids[0]!, 'complete', askers[0]!)).statusCode).toBe(200);
    expect((await act(ids[3]!, 'accept', lender)).statusCode).toBe(200);
    expect((await act(ids[4]!, 'accept', lender)).statusCode).toBe(409);
    expect((await act(ids[1]!, 'decline', askers[1]!)).statusCode).toBe(200);
    expect((await act(ids[4]!, 'accept', lender)).statusCode).toBe(200);
  });

  it('hold under 20 simultaneous accepts: exactly 3 succeed', async () => {
    const askers = await Promise.all([1, 2].map(() => neighbour(ctx.app, PARK_SLOPE)));
    const lender = await neighbour(ctx.app, BUSHWICK);
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1) ids.push(await postRental(ctx.app, askers[i % 2]!.headers, `Board ${i}`));
    const responses = await Promise.all(ids.map((id) => act(id, 'accept', lender)));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(responses.filter((r) => r.statusCode === 409).map((r) => r.json().message)).toEqual(
      Array.from({ length: 17 }, () => TOO_MANY),
    );
    const held = await ctx.database.db
      .selectFrom('rental_requests')
      .select('id')
      .where('accepted_by', '=', lender.id)
      .where('status', '=', 'accepted')
      .execute();
    expect(held).toHaveLength(3);
  });
});
