import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupLimits, GroupMessages } from '@ourhood/contract';
import { hashPassword } from '../../src/lib/passwords.js';
import { PASSWORD } from '../helpers/auth.js';
import { makeImage } from '../helpers/images.js';
import { injectMultipart } from '../helpers/multipart.js';
import { organization } from '../helpers/organizations.js';
import { createPost, neighbour, PARK_SLOPE, BUSHWICK, IKEJA } from '../helpers/posts.js';
import { approve, createGroup, createGroupPostRequest, createGroupRequest, joinGroup } from '../helpers/groups.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, { startJobs: false });
});

afterAll(async () => {
  await ctx?.close();
});

type Headers = { authorization: string };
const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

describe('creating a group', () => {
  it('creates a public group in the creator area, owned by them, with a cover through the pipeline', async () => {
    const owner = await neighbour(ctx.app, PARK_SLOPE);
    const response = await injectMultipart(
      ctx.app,
      '/api/v1/groups',
      owner.headers,
      { name: '  Garden Club  ', description: 'Tomatoes and compost', visibility: 'public' },
      [{ name: 'cover', filename: 'c.png', contentType: 'image/png', data: await makeImage('png', 120, 60) }],
    );
    expect(response.statusCode, response.body).toBe(201);
    const group = response.json().data;
    expect(group).toMatchObject({
      name: 'Garden Club',
      description: 'Tomatoes and compost',
      visibility: 'public',
      location: { suburb: 'Park Slope', city: 'Brooklyn' },
      member_count: 1,
      viewer_role: 'owner',
      invite_token: null,
    });
    expect(group._id).toBe(group.id);
    expect(group.cover.url).toMatch(/\.webp$/);
    expect((await ctx.app.inject({ method: 'GET', url: group.cover.url })).statusCode).toBe(200);
  });

  it('refuses bad fields with every error, organizations (404) and neighbours without a location', async () => {
    const owner = await neighbour(ctx.app, PARK_SLOPE);
    const bad = await createGroupRequest(ctx.app, owner.headers, {
      name: 'ab',
      description: 'x'.repeat(GroupLimits.descriptionMax + 1),
      visibility: 'secret',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      name: GroupMessages.nameTooShort,
      description: GroupMessages.descriptionTooLong,
      visibility: GroupMessages.visibilityInvalid,
    });
    const org = await organization(ctx.app, { business_name: 'Bakery' });
    expect((await createGroupRequest(ctx.app, org.headers, { name: 'Bakers' })).statusCode).toBe(404);
    const nowhere = await neighbour(ctx.app);
    const noLocation = await createGroupRequest(ctx.app, nowhere.headers, { name: 'Nowhere Club' });
    expect(noLocation.statusCode).toBe(400);
    expect(noLocation.json().message).toBe(GroupMessages.noLocation);
    expect(
      await ctx.database.db.selectFrom('groups').select('id').where('name', '=', 'Nowhere Club').execute(),
    ).toEqual([]);
  });

  it(`allows ${GroupLimits.createdPerDay} groups a day per neighbour, then 429`, async () => {
    const owner = await neighbour(ctx.app, PARK_SLOPE);
    for (let index = 0; index < GroupLimits.createdPerDay; index++) {
      await createGroup(ctx.app, owner.headers, `Club number ${index}`);
    }
    const over = await createGroupRequest(ctx.app, owner.headers, { name: 'One too many' });
    expect(over.statusCode).toBe(429);
  });
});

describe('who may do what', () => {
  it('answers every role × action with the expected status on a private group', async () => {
    const owner = await neighbour(ctx.app, PARK_SLOPE);
    const admin = await neighbour(ctx.app, PARK_SLOPE);
    const member = await neighbour(ctx.app, PARK_SLOPE);
    const pending = await neighbour(ctx.app, PARK_SLOPE);
    const outsider = await neighbour(ctx.app, PARK_SLOPE);
    const org = await organization(ctx.app, { business_name: 'Corner Shop' });
    const groupId = await createGroup(ctx.app, owner.headers, 'Building 12 tenants', 'private');
    for (const person of [admin, member]) {
      expect(await joinGroup(ctx.app, person.headers, groupId)).toBe('pending');
      await approve(ctx.app, owner.headers, groupId, person.id);
    }
    const promote = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/groups/${groupId}/members/${admin.id}`,
      headers: owner.headers,
      payload: { role: 'admin' },
    });
    expect(promote.statusCode, promote.body).toBe(200);
    expect(await joinGroup(ctx.app, pending.headers, groupId)).toBe('pending');
    const post = await createGroupPostRequest(ctx.app, member.headers, groupId, 'Boiler is fixed');
    expect(post.statusCode, post.body).toBe(201);
    const postId = post.json().data.id as string;

    type Who = 'outsider' | 'pending' | 'member' | 'admin' | 'owner' | 'organization';
    const people: Record<Who, Headers> = {
      outsider: outsider.headers,
      pending: pending.headers,
      member: member.headers,
      admin: admin.headers,
      owner: owner.headers,
      organization: org.headers,
    };
    const reads: [string, string, Record<Who, number>][] = [
      [
        'GET',
        `/groups/${groupId}`,
        { outsider: 404, pending: 200, member: 200, admin: 200, owner: 200, organization: 404 },
      ],
      [
        'GET',
        `/posts?group_id=${groupId}`,
        { outsider: 404, pending: 404, member: 200, admin: 200, owner: 200, organization: 404 },
      ],
      [
        'GET',
        `/posts/${postId}`,
        { outsider: 404, pending: 404, member: 200, admin: 200, owner: 200, organization: 404 },
      ],
      [
        'GET',
        `/comments/${postId}`,
        { outsider: 404, pending: 404, member: 200, admin: 200, owner: 200, organization: 404 },
      ],
      [
        'GET',
        `/groups/${groupId}/members`,
        { outsider: 404, pending: 404, member: 200, admin: 200, owner: 200, organization: 404 },
      ],
      [
        'GET',
        `/groups/${groupId}/members?status=pending`,
        { outsider: 404, pending: 404, member: 404, admin: 200, owner: 200, organization: 404 },
      ],
      [
        'POST',
        `/groups/${groupId}/invite-link`,
        { outsider: 404, pending: 404, member: 404, admin: 200, owner: 200, organization: 404 },
      ],
    ];
    for (const [method, url, expected] of reads) {
      for (const [who, headers] of Object.entries(people) as [Who, Headers][]) {
        const response = await ctx.app.inject({ method: method as 'GET', url: `/api/v1${url}`, headers });
        expect(response.statusCode, `${who} ${method} ${url}: ${response.body}`).toBe(expected[who]);
      }
    }

    // Writes that change the group: each one tried by everyone who may not, then by one who may.
    const patch = (headers: Headers) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/v1/groups/${groupId}`, headers, payload: { description: 'Hi' } });
    for (const who of ['outsider', 'pending', 'member', 'organization'] as const) {
      expect((await patch(people[who])).statusCode, who).toBe(404);
    }
    expect((await patch(admin.headers)).statusCode).toBe(200);

    const roleChange = (headers: Headers, role: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/groups/${groupId}/members/${member.id}`,
        headers,
        payload: { role },
      });
    for (const who of ['outsider', 'pending', 'member', 'admin', 'organization'] as const) {
      expect((await roleChange(people[who], 'admin')).statusCode, who).toBe(404);
    }
    const comment = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/comments/create-comment',
      headers: outsider.headers,
      payload: { post_id: postId, content: 'Let me in' },
    });
    expect(comment.statusCode).toBe(404);
    const memberComment = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/comments/create-comment',
      headers: member.headers,
      payload: { post_id: postId, content: 'Thanks!' },
    });
    expect(memberComment.statusCode).toBe(201);
    const postAsOutsider = await createGroupPostRequest(ctx.app, outsider.headers, groupId, 'Spam');
    expect(postAsOutsider.statusCode).toBe(404);
    const postAsPending = await createGroupPostRequest(ctx.app, pending.headers, groupId, 'Early');
    expect(postAsPending.statusCode).toBe(404);
    const postAsOrg = await createGroupPostRequest(ctx.app, org.headers, groupId, 'Ad');
    expect(postAsOrg.statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/v1/groups/${groupId}/join`, headers: org.headers }))
        .statusCode,
    ).toBe(404);

    // Moderation: an admin removes a member's comment and post; a member cannot remove the owner's.
    const commentId = memberComment.json().data.id as string;
    const ownerPost = (await createGroupPostRequest(ctx.app, owner.headers, groupId, 'House rules')).json().data.id;
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/v1/posts/${ownerPost}`, headers: member.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/v1/comments/${commentId}`, headers: admin.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/v1/posts/${postId}`, headers: admin.headers })).statusCode,
    ).toBe(200);

    // Removing: an admin may not remove the owner or another admin; the owner removes the admin.
    const remove = (headers: Headers, userId: string) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/v1/groups/${groupId}/members/${userId}`, headers });
    expect((await remove(admin.headers, owner.id)).statusCode).toBe(404);
    expect((await remove(member.headers, pending.id)).statusCode).toBe(404);
    expect((await remove(admin.headers, pending.id)).statusCode).toBe(200);
    expect((await remove(owner.headers, admin.id)).statusCode).toBe(200);
    expect((await get(`/groups/${groupId}`, admin.headers)).statusCode).toBe(404);

    // Only the owner deletes the group.
    const del = (headers: Headers) => ctx.app.inject({ method: 'DELETE', url: `/api/v1/groups/${groupId}`, headers });
    for (const who of ['outsider', 'member', 'organization'] as const)
      expect((await del(people[who])).statusCode, who).toBe(404);
    expect((await del(owner.headers)).statusCode).toBe(200);
    expect((await get(`/groups/${groupId}`, owner.headers)).statusCode).toBe(404);
  });

  it('a public group is readable by anyone signed in, organizations included, and joined at once', async () => {
    const owner = await neighbour(ctx.app, PARK_SLOPE);
    const reader = await neighbour(ctx.app, IKEJA);
    const org = await organization(ctx.app, { business_name: 'Florist' });
    const groupId = await createGroup(ctx.app, owner.headers, 'Park cleanup crew');
    const post = await createGroupPostRequest(ctx.app, owner.headers, groupId, 'Saturday at nine');
    expect(post.statusCode).toBe(201);
    for (const headers of [reader.headers, org.headers]) {
      expect((await get(`/groups/${groupId}`, headers)).statusCode).toBe(200);
      const posts = await get(`/posts?group_id=${groupId}`, headers);
      expect(posts.json().data.map((item: { content: string }) => item.content)).toEqual(['Saturday at nine']);
      expect((await get(`/groups/${groupId}/members`, headers)).statusCode).toBe(200);
    }
    expect(await joinGroup(ctx.app, reader.headers, groupId)).toBe('member');
    const group = (await get(`/groups/${groupId}`, reader.headers)).json().data;
    expect(group).toMatchObject({ member_count: 2, viewer_role: 'member', invite_token: null });
  });
});

describe("a private group's content never leaves it", () => {
  it('is absent from the feed, search, profiles, comments and counts; a public group post is in the feed, marked', async () => {
    const owner = await neighbour(ctx.app, PARK_SLOPE);
    const member = await neighbour(ctx.app, PARK_SLOPE);
    const outsider = await neighbour(ctx.app, PARK_SLOPE);
    const privateId = await createGroup(ctx.app, owner.headers, 'Secret supper club', 'private');
    const publicId = await createGroup(ctx.app, owner.headers, 'Open supper club', 'public');
    await joinGroup(ctx.app, member.headers, privateId);
    await approve(ctx.app, owner.headers, privateId, member.id);
    await joinGroup(ctx.app, member.headers, publicId);
    const before = (await get('/posts', outsider.headers)).json().metadata.total as number;

    const hidden = await createGroupPostRequest(ctx.app, member.headers, privateId, 'Zucchiniflan recipe inside');
    const hiddenId = hidden.json().data.id as string;
    expect(hidden.json().data.group).toEqual({ id: privateId, name: 'Secret supper club', visibility: 'private' });
    const shown = await createGroupPostRequest(ctx.app, member.headers, publicId, 'Open zucchiniflan tasting');
    const shownId = shown.json().data.id as string;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/comments/create-comment',
      headers: member.headers,
      payload: { post_id: hiddenId, content: 'Zucchiniflan comment' },
    });

    for (const viewer of [outsider, member, owner]) {
      const feed = (await get('/posts?limit=50', viewer.headers)).json();
      const ids = feed.data.map((post: { id: string }) => post.id);
      expect(ids).not.toContain(hiddenId);
      expect(ids).toContain(shownId);
      expect(feed.metadata.total).toBe(before + 1);
      const found = (await get('/posts?search=zucchiniflan', viewer.headers)).json().data;
      expect(found.map((post: { id: string }) => post.id)).toEqual([shownId]);
      const byAuthor = (await get(`/posts?author_id=${member.id}`, viewer.headers)).json().data;
      expect(byAuthor.map((post: { id: string }) => post.id)).toEqual([shownId]);
      const comments = (await get(`/comments?author_id=${member.id}`, viewer.headers)).json().data;
      expect(comments).toEqual([]);
      const stats = (await get(`/users/${member.id}/stats`, viewer.headers)).json().data;
      expect(stats.posts_count).toBe(1);
    }
    const marked = (await get(`/posts/${shownId}`, outsider.headers)).json().data;
    expect(marked.group).toEqual({ id: publicId, name: 'Open supper club', visibility: 'public' });
    // Members see it in the group.
    const inGroup = (await get(`/posts?group_id=${privateId}`, member.headers)).json().data;
    expect(inGroup.map((post: { id: string }) => post.id)).toEqual([hiddenId]);
    // The outsider's notifications hold nothing of it.
    const outsiderNotes = (await get('/notifications', outsider.headers)).json().data;
    expect(JSON.stringify(outsiderNotes)).not.toContain('Secret supper club');
  });
});

describe('membership', () => {
  it('notifies admins of a request and the person of the approval; a new post notifies members', async () => {
    const owner = await neighbour(ctx.app, PARK_SLOPE);
    const asker = await neighbour(ctx.app, BUSHWICK);
    const groupId = await createGroup(ctx.app, owner.headers, 'Night owls', 'private');
    expect(await joinGroup(ctx.app, asker.headers, groupId)).toBe('pending');
    const ownerNotes = (await get('/notifications', owner.headers)).json().data;
    expect(ownerNotes[0]).toMatchObject({ kind: 'group_join_request', subject: { type: 'group', id: groupId } });
    const pendingList = (await get(`/groups/${groupId}/members?status=pending`, owner.headers)).json().data;
    expect(pendingList.map((row: { user: { id: string } }) => row.user.id)).toEqual([asker.id]);
    await approve(ctx.app, owner.headers, groupId, asker.id);
    const askerNotes = (await get('/notifications', asker.headers)).json().data;
    expect(askerNotes[0]).toMatchObject({ kind: 'group_join_approved', subject: { type: 'group', id: groupId } });
    await createGroupPostRequest(ctx.app, owner.headers, groupId, 'Moon tonight');
    const postNotes = (await get('/notifications', asker.headers)).json().data;
    expect(postNotes[0]).toMatchObject({ kind: 'group_post', subject: { type: 'post' } });
    // E-mail for group posts is off by default; requests and approvals are e-mailed.
    const prefs = (await get('/users/profile/notification-preferences', asker.headers)).json().data;
    expect(prefs.group_post).toEqual({ in_app: true, email: false, push: false });
    expect(prefs.group_membership).toEqual({ in_app: true, email: true, push: true });
  });

  it('50 joins at once make one request and one notification per admin', async () => {
    const owner = await neighbour(ctx.app, PARK_SLOPE);
    const asker = await neighbour(ctx.app, PARK_SLOPE);
    const groupId = await createGroup(ctx.app, owner.headers, 'Crowded club', 'private');
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        ctx.app.inject({ method: 'POST', url: `/api/v1/groups/${groupId}/join`, headers: asker.headers }),
      ),
    );
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([200]));
    const rows = await ctx.database.db
      .selectFrom('group_members')
      .selectAll()
      .where('group_id', '=', groupId)
      .execute();
    expect(rows.map((row) => row.role).sort()).toEqual(['owner', 'pending']);
    const notes = await ctx.database.db
      .selectFrom('notifications')
      .select('id')
      .where('recipient_id', '=', owner.id)
      .where('kind', '=', 'group_join_request')
      .execute();
    expect(notes).toHaveLength(1);
  });

  it('leaving, cancelling a request, and the owner handing over before leaving', async () => {
    const owner = await neighbour(ctx.app, PARK_SLOPE);
    const heir = await neighbour(ctx.app, PARK_SLOPE);
    const asker = await neighbour(ctx.app, PARK_SLOPE);
    const groupId = await createGroup(ctx.app, owner.headers, 'Chess in the park', 'private');
    await joinGroup(ctx.app, heir.headers, groupId);
    await approve(ctx.app, owner.headers, groupId, heir.id);
    await joinGroup(ctx.app, asker.headers, groupId);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/groups/${groupId}/leave`,
      headers: asker.headers,
    });
    expect(cancel.json().message).toBe(GroupMessages.requestCancelled);
    const ownerLeaves = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/groups/${groupId}/leave`,
      headers: owner.headers,
    });
    expect(ownerLeaves.statusCode).toBe(409);
    expect(ownerLeaves.json().message).toBe(GroupMessages.ownerMustHandOver);
    const handOver = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/groups/${groupId}/members/${heir.id}`,
      headers: owner.headers,
      payload: { role: 'owner' },
    });
    expect(handOver.statusCode, handOver.body).toBe(200);
    expect(handOver.json().data.role).toBe('owner');
    expect((await get(`/groups/${groupId}`, owner.headers)).json().data.viewer_role).toBe('admin');
    const left = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/groups/${groupId}/leave`,
      headers: owner.headers,
    });
    expect(left.statusCode).toBe(200);
    expect((await get(`/groups/${groupId}`, heir.headers)).json().data).toMatchObject({
      viewer_role: 'owner',
      member_count: 1,
    });
  });

  it('an invite link joins a public group, asks to join a private one, and a rotated link is dead', async () => {
    const owner = await neighbour(ctx.app, PARK_SLOPE);
    const guest = await neighbour(ctx.app, IKEJA);
    const late = await neighbour(ctx.app, IKEJA);
    const privateId = await createGroup(ctx.app, owner.headers, 'School parents', 'private');
    const rotate = () =>
      ctx.app.inject({ method: 'POST', url: `/api/v1/groups/${privateId}/invite-link`, headers: owner.headers });
    const first = (await rotate()).json().data.invite_token as string;
    expect((await get(`/groups/${privateId}`, owner.headers)).json().data.invite_token).toBe(first);
    const open = (headers: Headers, token: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/v1/groups/join/${token}`, headers });
    const joined = await open(guest.headers, first);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().data.viewer_role).toBe('pending');
    const second = (await rotate()).json().data.invite_token as string;
    expect(second).not.toBe(first);
    const dead = await open(late.headers, first);
    expect(dead.statusCode).toBe(404);
    expect(dead.json().message).toBe(GroupMessages.inviteInvalid);
    expect((await open(late.headers, 'not-a-token')).statusCode).toBe(404);

    const publicId = await createGroup(ctx.app, owner.headers, 'Street party');
    const token = (
      await ctx.app.inject({ method: 'POST', url: `/api/v1/groups/${publicId}/invite-link`, headers: owner.headers })
    ).json().data.invite_token as string;
    expect((await open(late.headers, token)).json().data.viewer_role).toBe('member');
  });
});

describe('discovery', () => {
  it("lists the caller's city most active first, finds groups by word prefixes anywhere, and lists mine", async () => {
    const owner = await neighbour(ctx.app, IKEJA);
    const reader = await neighbour(ctx.app, IKEJA, { first_name: 'Ade' });
    const quiet = await createGroup(ctx.app, owner.headers, 'Ikeja quiet readers');
    const busy = await createGroup(ctx.app, owner.headers, 'Ikeja busy runners', 'private');
    await createGroupPostRequest(ctx.app, owner.headers, busy, 'Run at six');
    const area = (await get('/groups?limit=50', reader.headers)).json();
    const ids = area.data.map((group: { id: string }) => group.id);
    expect(ids.indexOf(busy)).toBeLessThan(ids.indexOf(quiet));
    expect(area.data.every((group: { location: { city: string } }) => group.location.city === 'Ikeja')).toBe(true);
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
