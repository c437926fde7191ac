import { describe, expect, it } from 'vitest';
import { PASSWORD, signUpAndLogin, bearer } from '../helpers/auth.js';
import { createGroup, createGroupPostRequest } from '../helpers/groups.js';
import { createPost, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { countStatements, keepSession } from '../helpers/statement-counter.js';
import { NO_REACTIONS, reactionSuite } from '../helpers/reactions.js';

// Issue 18: reactions on posts and comments, their counts under concurrency, who may react, the
// grouped notification, and what posts and comments now carry (decision 0021).
const { ctx, clock, react, unreact, getPost, comment, notificationsOf } = reactionSuite();
const zero = NO_REACTIONS;

describe('reactions on posts', () => {
  it('sets, changes and removes one reaction per person, and every post carries the counts', async () => {
    const author = await neighbour(ctx().app, PARK_SLOPE);
    const reader = await neighbour(ctx().app, PARK_SLOPE);
    const postId = await createPost(ctx().app, author.headers, 'Free apples on the stoop');
    const fresh = await getPost(reader.headers, postId);
    expect(fresh).toMatchObject({ reactions: zero, viewer_reaction: null, comment_count: 0, latest_comment: null });
    expect(fresh.edited_at).toBeNull();

    const liked = await react(reader.headers, `posts/${postId}`, 'like');
    expect(liked.statusCode, liked.body).toBe(200);
    expect(liked.json().data).toEqual({ reactions: { ...zero, like: 1 }, viewer_reaction: 'like' });
    // The same again changes nothing.
    expect((await react(reader.headers, `posts/${postId}`, 'like')).json().data.reactions.like).toBe(1);
    const loved = await react(reader.headers, `posts/${postId}`, 'love');
    expect(loved.json().data).toEqual({ reactions: { ...zero, love: 1 }, viewer_reaction: 'love' });
    expect(await getPost(reader.headers, postId)).toMatchObject({
      reactions: { ...zero, love: 1 },
      viewer_reaction: 'love',
    });
    // The author sees the counts, not the reader's reaction as theirs.
    expect((await getPost(author.headers, postId)).viewer_reaction).toBeNull();

    const removed = await unreact(reader.headers, `posts/${postId}`);
    expect(removed.json().data).toEqual({ reactions: zero, viewer_reaction: null });
    // Removing none is not an error.
    expect((await unreact(reader.headers, `posts/${postId}`)).statusCode).toBe(200);
  });

  it('refuses an unknown kind, and a missing post is 404', async () => {
    const reader = await neighbour(ctx().app, PARK_SLOPE);
    const postId = await createPost(ctx().app, reader.headers, 'Kinds');
    const bad = await react(reader.headers, `posts/${postId}`, 'angry');
    expect(bad.statusCode).toBe(400);
    expect((await react(reader.headers, 'posts/00000000-0000-4000-8000-000000000000', 'like')).statusCode).toBe(404);
    expect((await react(reader.headers, 'posts/not-a-uuid', 'like')).statusCode).toBe(404);
    const visitor = await ctx().app.inject({ method: 'PUT', url: `/api/v1/posts/${postId}/reactions`, payload: {} });
    expect(visitor.statusCode).toBe(401);
  });

  it('groups the notification while it is unread, and starts a new one once it was read', async () => {
    const author = await neighbour(ctx().app, PARK_SLOPE);
    const amara = await neighbour(ctx().app, PARK_SLOPE, { first_name: 'Amara', last_name: 'Okafor' });
    const bo = await neighbour(ctx().app, PARK_SLOPE, { first_name: 'Bo', last_name: 'Li' });
    const postId = await createPost(ctx().app, author.headers, 'Lost cat, grey with a white paw');
    await react(amara.headers, `posts/${postId}`, 'sad');
    let mine = await notificationsOf(author.headers);
    expect(mine.map((n) => n.message)).toEqual(['Amara Okafor reacted to your post "Lost cat, grey with a white paw"']);
    await react(bo.headers, `posts/${postId}`, 'sad');
    // Changing a kind does not tell the author again.
    await react(amara.headers, `posts/${postId}`, 'love');
    mine = await notificationsOf(author.headers);
    expect(mine.map((n) => n.message)).toEqual([
      'Bo Li and 1 other reacted to your post "Lost cat, grey with a white paw"',
    ]);
    expect(mine[0]!.subject?.id).toBe(postId);

    await ctx().app.inject({ method: 'POST', url: '/api/v1/notifications/read-all', headers: author.headers });
    const cleo = await neighbour(ctx().app, PARK_SLOPE, { first_name: 'Cleo', last_name: 'Diaz' });
    clock.advance(1000);
    await react(cleo.headers, `posts/${postId}`, 'wow');
    mine = await notificationsOf(author.headers);
    expect(mine.map((n) => n.message)).toEqual([
      'Cleo Diaz and 2 others reacted to your post "Lost cat, grey with a white paw"',
      'Bo Li and 1 other reacted to your post "Lost cat, grey with a white paw"',
    ]);
    // Reacting to one's own post tells no one.
    await react(author.headers, `posts/${postId}`, 'like');
    expect(await notificationsOf(author.headers)).toHaveLength(2);
  });

  it('follows the reaction preference: off in the app, no notification', async () => {
    const author = await neighbour(ctx().app, PARK_SLOPE);
    const reader = await neighbour(ctx().app, PARK_SLOPE);
    const off = await ctx().app.inject({
      method: 'PATCH',
      url: '/api/v1/users/profile/notification-preferences',
      headers: author.headers,
      payload: { reaction: { in_app: false } },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.reaction).toEqual({ in_app: false, email: false, push: false });
    const postId = await createPost(ctx().app, author.headers, 'Quiet please');
    await react(reader.headers, `posts/${postId}`, 'like');
    expect(await notificationsOf(author.headers)).toHaveLength(0);
  });

  it('leaves blocked people out of who reacted, and a block or a hidden post stops reactions', async () => {
    const author = await neighbour(ctx().app, PARK_SLOPE);
    const fan = await neighbour(ctx().app, PARK_SLOPE);
    const blocked = await neighbour(ctx().app, PARK_SLOPE);
    const postId = await createPost(ctx().app, author.headers, 'Blocks and reactions');
    expect((await react(fan.headers, `posts/${postId}`, 'like')).statusCode).toBe(200);
    expect((await react(blocked.headers, `posts/${postId}`, 'love')).statusCode).toBe(200);
    const block = await ctx().app.inject({
      method: 'POST',
      url: `/api/v1/users/${blocked.id}/block`,
      headers: fan.headers,
    });
    expect(block.statusCode).toBe(200);
    const who = await ctx().app.inject({
      method: 'GET',
      url: `/api/v1/posts/${postId}/reactions`,
      headers: fan.headers,
    });
    expect(who.statusCode).toBe(200);
    expect((who.json().data as { user: { id: string } }[]).map((row) => row.user.id)).toEqual([fan.id]);

    const authorBlocks = await ctx().app.inject({
      method: 'POST',
      url: `/api/v1/users/${fan.id}/block`,
      headers: author.headers,
    });
    expect(authorBlocks.statusCode).toBe(200);
    expect((await react(fan.headers, `posts/${postId}`, 'wow')).statusCode).toBe(404);
    await ctx().database.db.updateTable('posts').set({ hidden_at: new Date() }).where('id', '=', postId).execute();
    expect((await react(blocked.headers, `posts/${postId}`, 'wow')).statusCode).toBe(404);
    expect((await react(author.headers, `posts/${postId}`, 'like')).statusCode).toBe(200);
  });

  it("keeps a private group's post and its comments 404 to outsiders", async () => {
    const owner = await neighbour(ctx().app, PARK_SLOPE);
    const outsider = await neighbour(ctx().app, PARK_SLOPE);
    const groupId = await createGroup(ctx().app, owner.headers, 'Tenants of 5th Street', 'private');
    const created = await createGroupPostRequest(ctx().app, owner.headers, groupId, 'Meeting at eight');
    expect(created.statusCode, created.body).toBe(201);
    const postId = created.json().data.id as string;
    const commentId = await comment(owner.headers, postId, 'Bring chairs');

    for (const path of [`posts/${postId}`, `comments/${commentId}`]) {
      expect((await react(outsider.headers, path, 'like')).statusCode).toBe(404);
      expect((await unreact(outsider.headers, path)).statusCode).toBe(404);
      const list = await ctx().app.inject({
        method: 'GET',
        url: `/api/v1/${path}/reactions`,
        headers: outsider.headers,
      });
      expect(list.statusCode).toBe(404);
      // The owner, a member, may.
      expect((await react(owner.headers, path, 'like')).statusCode).toBe(200);
    }
    expect(
      await ctx().database.db.selectFrom('post_reactions').where('post_id', '=', postId).selectAll().execute(),
    ).toHaveLength(1);
  });
});

describe('reactions on comments, and what a post carries', () => {
  it('reacts to comments, and posts carry comment_count, latest_comment and edited_at', async () => {
    const author = await neighbour(ctx().app, PARK_SLOPE);
    const reader = await neighbour(ctx().app, PARK_SLOPE, { first_name: 'Dana', last_name: 'Kim' });
    const postId = await createPost(ctx().app, author.headers, 'Who has a ladder?');
    await comment(author.headers, postId, 'Anyone?');
    const commentId = await comment(reader.headers, postId, 'I do, 3 metres');

    const reacted = await react(author.headers, `comments/${commentId}`, 'thanks');
    expect(reacted.statusCode, reacted.body).toBe(200);
    expect(reacted.json().data).toEqual({ reactions: { ...zero, thanks: 1 }, viewer_reaction: 'thanks' });
    const comments = await ctx().app.inject({
      method: 'GET',
      url: `/api/v1/comments/${postId}`,
      headers: author.headers,
    });
    expect(comments.json().data[0]).toMatchObject({
      id: commentId,
      reactions: { ...zero, thanks: 1 },
      viewer_reaction: 'thanks',
      edited_at: null,
    });
    const readerNotes = await notificationsOf(reader.headers);
    expect(readerNotes.map((n) => [n.kind, n.message])).toEqual([
      ['comment_reaction', expect.stringMatching(/^Test Neighbour \w+ reacted to your comment "I do, 3 metres"$/)],
    ]);

    const post = await getPost(author.headers, postId);
    expect(post.comment_count).toBe(2);
    expect(post.comments_count).toBe(2);
    expect(post.latest_comment).toMatchObject({
      id: commentId,
      content: 'I do, 3 metres',
      author: { id: reader.id, name: 'Dana Kim' },
    });
    expect(post.edited_at).toBeNull();

    clock.advance(60_000);
    const edited = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/v1/posts/${postId}`,
      headers: author.headers,
      payload: { content: 'Who has a ladder? (found one, thanks)' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.edited_at).toBe(clock.now().toISOString());
    // Reactions and comments do not mark a post edited.
    const other = await createPost(ctx().app, author.headers, 'Untouched');
    await react(reader.headers, `posts/${other}`, 'like');
    await comment(reader.headers, other, 'Nice');
    expect((await getPost(reader.headers, other)).edited_at).toBeNull();
  });

  it('reads a feed page of posts with reactions and comments without a statement per post, then keeps it', async () => {
    const reader = await neighbour(ctx().app, {
      suburb: 'Fort Greene',
      city: 'Brooklyn',
      state: 'New York',
      country: 'United States',
    });
    const others = await Promise.all(Array.from({ length: 3 }, () => neighbour(ctx().app, PARK_SLOPE)));
    let newest = '';
    for (let index = 0; index < 12; index++) {
      clock.advance(1000);
      newest = await createPost(ctx().app, reader.headers, `Feed post ${index}`);
      for (const other of others) {
        await react(other.headers, `posts/${newest}`, index % 2 ? 'love' : 'like');
        await comment(other.headers, newest, `Comment on ${index}`);
      }
    }
    await react(reader.headers, `posts/${newest}`, 'wow');
    await keepSession(ctx().app, reader.headers);
    const counter = countStatements(ctx().database);
    try {
      const response = await ctx().app.inject({
        method: 'GET',
        url: '/api/v1/posts?limit=10',
        headers: reader.headers,
      });
      expect(response.statusCode).toBe(200);
      // The page with its images, counts, reactions and latest comments, in one statement per
      // segment of the feed (this reader's suburb and the rest), and the reader's cut (decision 0037).
      expect(counter.count()).toBeLessThanOrEqual(4);
      counter.reset();
      const again = await ctx().app.inject({ method: 'GET', url: '/api/v1/posts?limit=10', headers: reader.headers });
      expect(counter.count()).toBe(0);
      expect(again.json().data[0].viewer_reaction).toBe('wow');
      // Another reader (a Park Slope page of their own, cut the same way) sees their own reactions.
      await keepSession(ctx().app, others[0]!.headers);
      counter.reset();
      const theirs = await ctx().app.inject({
        method: 'GET',
        url: '/api/v1/posts?limit=10',
        headers: others[0]!.headers,
      });
      for (const post of theirs.json().data as { content: string; viewer_reaction: string | null }[]) {
        if (!post.content.startsWith('Feed post ')) continue;
        const index = Number(post.content.replace('Feed post ', ''));
        expect(post.viewer_reaction).toBe(index % 2 ? 'love' : 'like');
      }
      expect(counter.count()).toBeLessThanOrEqual(4);
      const posts = response.json().data as {
        reactions: Record<string, number>;
        viewer_reaction: string | null;
        latest_comment: { content: string } | null;
        comment_count: number;
        content: string;
      }[];
      expect(posts).toHaveLength(10);
      expect(posts[0]!.viewer_reaction).toBe('wow');
      for (const post of posts.slice(0, 8)) {
        const index = Number(post.content.replace('Feed post ', ''));
        expect(post.reactions[index % 2 ? 'love' : 'like']).toBe(3);
        expect(post.comment_count).toBe(3);
        expect(post.latest_comment?.content).toBe(`Comment on ${index}`);
      }
    } finally {
      counter.restore();
    }
  });

  it("takes a deleted account's reactions out of the counts", async () => {
    const author = await neighbour(ctx().app, PARK_SLOPE);
    const stayer = await neighbour(ctx().app, PARK_SLOPE);
    const leaverToken = await signUpAndLogin(ctx().app, ctx().database.db);
    const leaver = bearer(leaverToken);
    const postId = await createPost(ctx().app, author.headers, 'Counting');
    const commentId = await comment(stayer.headers, postId, 'Counted');
    await react(stayer.headers, `posts/${postId}`, 'like');
    await react(leaver, `posts/${postId}`, 'like');
    await react(leaver, `comments/${commentId}`, 'haha');
    expect((await getPost(author.headers, postId)).reactions.like).toBe(2);

    const deleted = await ctx().app.inject({
      method: 'DELETE',
      url: '/api/v1/users/profile/me',
      headers: leaver,
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await getPost(author.headers, postId)).reactions).toEqual({ ...zero, like: 1 });
    const comments = await ctx().app.inject({
      method: 'GET',
      url: `/api/v1/comments/${postId}`,
      headers: author.headers,
    });
    expect(comments.json().data[0].reactions).toEqual(zero);
  });
});
