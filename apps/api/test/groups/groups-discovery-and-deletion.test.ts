import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/lib/passwords.js';
import { PASSWORD } from '../helpers/auth.js';
import { makeImage } from '../helpers/images.js';
import { createPost, neighbour, PARK_SLOPE, BUSHWICK, IKEJA } from '../helpers/posts.js';
import { approve, createGroup, createGroupPostRequest, joinGroup } from '../helpers/groups.js';
import type { TestContext } from '../helpers/test-app.js';
import { getFrom, groupsTestApp } from './groups-test-app.js';

let ctx: TestContext;
groupsTestApp((started) => (ctx = started));
const get = getFrom(() => ctx);

describe('discovery', () => {
  it("lists the caller's city most active first, finds groups by word prefixes anywhere, and lists mine", async () => {
    const owner = await neighbour(ctx.app, IKEJA);
    const reader = await neighbour(ctx.app, IKEJA, { first_name: 'Ade' });
    const quiet = await createGroup(ctx.app, owner.headers, 'Ikeja quiet readers');
    const busy = await createGroup(ctx.app, owner.headers, 'Ikeja busy runners', 'private');
    const busier = await createGroup(ctx.app, owner.headers, 'Ikeja busier walkers');
    await createGroupPostRequest(ctx.app, owner.headers, busy, 'Run at six');
    await createGroupPostRequest(ctx.app, owner.headers, busier, 'Walk at seven');
    const area = (await get('/groups?limit=50', reader.headers)).json();
    const ids = area.data.map((group: { id: string }) => group.id);
    expect(ids.indexOf(busier)).toBeLessThan(ids.indexOf(quiet));
    expect(area.data.every((group: { location: { city: string } }) => group.location.city === 'Ikeja')).toBe(true);
    // A private group is not in the city list of an outsider (issue 39): found by name only.
    expect(ids).not.toContain(busy);
    expect(area.data.every((group: { visibility: string }) => group.visibility === 'public')).toBe(true);
    expect(area.metadata.total).toBe(area.data.length);
    // Its members see it in their city list, most active first.
    const ownersArea = (await get('/groups?limit=50', owner.headers)).json().data.map((g: { id: string }) => g.id);
    expect(ownersArea.indexOf(busy)).toBeLessThan(ownersArea.indexOf(quiet));
    // A private group is found by name, without its invite token or content.
    const found = (await get('/groups?search=ikej%20RUNN', reader.headers)).json().data;
    expect(found.map((group: { id: string }) => group.id)).toEqual([busy]);
    expect(found[0]).toMatchObject({ visibility: 'private', viewer_role: null, invite_token: null });
    expect((await get('/groups?search=%27%22:*!%26|', reader.headers)).json().data).toEqual([]);
    expect((await get('/groups?search=a%00b', reader.headers)).statusCode).toBe(400);
    await joinGroup(ctx.app, reader.headers, quiet);
    await joinGroup(ctx.app, reader.headers, busy);
    const mine = (await get('/groups?mine=true', reader.headers)).json().data;
    expect(mine.map((group: { id: string; viewer_role: string }) => [group.id, group.viewer_role])).toEqual([
      [busy, 'pending'],
      [quiet, 'member'],
    ]);
    // A request is not membership: still not listed until the owner lets them in.
    const pendingArea = (await get('/groups?limit=50', reader.headers)).json().data.map((g: { id: string }) => g.id);
    expect(pendingArea).not.toContain(busy);
    await approve(ctx.app, owner.headers, busy, reader.id);
    const memberArea = (await get('/groups?limit=50', reader.headers)).json().data.map((g: { id: string }) => g.id);
    expect(memberArea).toContain(busy);
  });
});

describe('deleting', () => {
  it('a group leaves no rows, files, notifications or counter drift behind', async () => {
    const owner = await neighbour(ctx.app, BUSHWICK);
    const member = await neighbour(ctx.app, BUSHWICK);
    const groupId = await createGroup(ctx.app, owner.headers, 'Bushwick makers');
    await joinGroup(ctx.app, member.headers, groupId);
    const before = (await get('/posts', member.headers)).json().metadata.total as number;
    const withPhoto = await createGroupPostRequest(ctx.app, member.headers, groupId, 'Look at this chair', [
      { name: 'media', filename: 'chair.png', contentType: 'image/png', data: await makeImage('png') },
    ]);
    expect(withPhoto.statusCode, withPhoto.body).toBe(201);
    const photo = withPhoto.json().data.media[0].url as string;
    const postId = withPhoto.json().data.id as string;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/comments/create-comment',
      headers: owner.headers,
      payload: { post_id: postId, content: 'Lovely' },
    });
    await createPost(ctx.app, member.headers, 'An ordinary post stays');
    expect((await get('/posts', member.headers)).json().metadata.total).toBe(before + 2);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/groups/${groupId}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: photo })).statusCode).toBe(404);
    const db = ctx.database.db;
    expect(await db.selectFrom('posts').select('id').where('group_id', '=', groupId).execute()).toEqual([]);
    expect(await db.selectFrom('group_members').select('user_id').where('group_id', '=', groupId).execute()).toEqual(
      [],
    );
    expect(await db.selectFrom('comments').select('id').where('post_id', '=', postId).execute()).toEqual([]);
    expect(
      await db.selectFrom('notifications').select('id').where('subject_id', 'in', [groupId, postId]).execute(),
    ).toEqual([]);
    expect((await get('/posts', member.headers)).json().metadata.total).toBe(before + 1);
  });

  it("an owner's account deletion hands each group to an admin, else a member, and deletes groups nobody else is in", async () => {
    const owner = await neighbour(ctx.app, PARK_SLOPE, { password_hash: await hashPassword(PASSWORD) });
    const admin = await neighbour(ctx.app, PARK_SLOPE);
    const member = await neighbour(ctx.app, PARK_SLOPE);
    const shared = await createGroup(ctx.app, owner.headers, 'Stoop sale planners', 'private');
    for (const person of [member, admin]) {
      await joinGroup(ctx.app, person.headers, shared);
      await approve(ctx.app, owner.headers, shared, person.id);
    }
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/groups/${shared}/members/${admin.id}`,
      headers: owner.headers,
      payload: { role: 'admin' },
    });
    const alone = await createGroup(ctx.app, owner.headers, 'Only me here');
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/profile/me',
      headers: owner.headers,
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await get(`/groups/${shared}`, admin.headers)).json().data).toMatchObject({
      viewer_role: 'owner',
      member_count: 2,
    });
    expect((await get(`/groups/${shared}`, member.headers)).json().data.viewer_role).toBe('member');
    expect(await ctx.database.db.selectFrom('groups').select('id').where('id', '=', alone).execute()).toEqual([]);
  });
});
