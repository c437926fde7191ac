import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/lib/sessions/sessions.js';
import { demoGroups } from '../../src/seed/demo-groups.js';
import { seedDemoIfEmpty } from '../../src/seed/seed-demo.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoIfEmpty(ctx.database.db);
});

afterAll(async () => {
  await ctx?.close();
});

async function tokenOf(email: string): Promise<string> {
  const user = await ctx.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return createSession(ctx.database.db, ctx.app.clock, user.id);
}

async function get(url: string, token: string) {
  const response = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return { status: response.statusCode, body: response.json() };
}

describe('demo groups', () => {
  it('seeds a public and a private group with roles, a waiting request and posts kept inside', async () => {
    const owner = await tokenOf('hannah@demo.ourhood.app');
    const mine = await get('/api/v1/groups?mine=true', owner);
    expect(mine.status).toBe(200);
    const names = (mine.body.data as { name: string; viewer_role: string }[]).map((group) => group.name);
    expect(names).toEqual(expect.arrayContaining(demoGroups.map((group) => group.name)));

    const privateDemo = demoGroups.find((group) => group.visibility === 'private')!;
    const privateGroup = (
      mine.body.data as { id: string; name: string; viewer_role: string; member_count: number }[]
    ).find((group) => group.name === privateDemo.name)!;
    expect(privateGroup.viewer_role).toBe('owner');
    expect(privateGroup.member_count).toBe(1 + privateDemo.admins.length + privateDemo.members.length);

    const requests = await get(`/api/v1/groups/${privateGroup.id}/members?status=pending`, owner);
    expect(requests.body.data).toHaveLength(privateDemo.pending.length);
    const notifications = await get('/api/v1/notifications', owner);
    const messages = (notifications.body.data as { message: string }[]).map((item) => item.message);
    expect(messages.some((message) => message.endsWith(`asked to join "${privateDemo.name}"`))).toBe(true);

    const posts = await get(`/api/v1/posts?group_id=${privateGroup.id}`, owner);
    expect((posts.body.data as { content: string }[]).map((post) => post.content).sort()).toEqual(
      privateDemo.posts.map((post) => post.content).sort(),
    );
    // An outsider (the pending requester) sees none of it.
    const requester = await tokenOf(privateDemo.pending[0]!);
    expect((await get(`/api/v1/posts?group_id=${privateGroup.id}`, requester)).status).toBe(404);
  });
});
