import { describe, expect, it } from 'vitest';
import { GroupLimits, GroupMessages } from '@ourhood/contract';
import { makeImage } from '../helpers/images.js';
import { injectMultipart } from '../helpers/multipart.js';
import { organization } from '../helpers/organizations.js';
import { neighbour, PARK_SLOPE, IKEJA } from '../helpers/posts.js';
import { approve, createGroup, createGroupPostRequest, createGroupRequest, joinGroup } from '../helpers/groups.js';
import type { TestContext } from '../helpers/test-app.js';
import { getFrom, groupsTestApp, type Headers } from './groups-test-app.js';

let ctx: TestContext;
groupsTestApp((started) => (ctx = started));
const get = getFrom(() => ctx);

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
