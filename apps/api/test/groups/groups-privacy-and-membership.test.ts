import { describe, expect, it } from 'vitest';
import { GroupMessages } from '@ourhood/contract';
import { neighbour, PARK_SLOPE, BUSHWICK, IKEJA } from '../helpers/posts.js';
import { approve, createGroup, createGroupPostRequest, joinGroup } from '../helpers/groups.js';
import type { TestContext } from '../helpers/test-app.js';
import { getFrom, groupsTestApp, type Headers } from './groups-test-app.js';

let ctx: TestContext;
groupsTestApp((started) => (ctx = started));
const get = getFrom(() => ctx);

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
