import { describe, expect, it } from 'vitest';
import { createPost, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { NO_REACTIONS, reactionSuite } from '../helpers/reactions.js';

// Issue 18 and decision 0088: reactions arriving at once stay exact. Each reaction is one
// statement without the item's lock (write-reaction.ts): one person's requests at once, many
// people's at once, and a post deleted under them. On PostgreSQL these run truly side by side.
const { ctx, react, unreact, getPost, comment, notificationsOf } = reactionSuite();
const zero = NO_REACTIONS;

describe('reactions at once', () => {
  it('counts one person’s reaction once, however many times it arrives at once', async () => {
    const author = await neighbour(ctx().app, PARK_SLOPE);
    const postId = await createPost(ctx().app, author.headers, 'Street sweeping moved to Tuesday');
    const [eager, torn] = [await neighbour(ctx().app, PARK_SLOPE), await neighbour(ctx().app, PARK_SLOPE)];
    // The same first reaction 20 times at once; another person's two kinds, 10 of each at once.
    // Each request waits for the post's lock and must then see what the one before it wrote.
    const responses = await Promise.all([
      ...Array.from({ length: 20 }, () => react(eager.headers, `posts/${postId}`, 'like')),
      ...Array.from({ length: 20 }, (_, index) => react(torn.headers, `posts/${postId}`, index % 2 ? 'love' : 'wow')),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    const post = await getPost(author.headers, postId);
    expect(post.reactions.like).toBe(1);
    expect(post.reactions.love + post.reactions.wow).toBe(1);
    expect(Object.values(post.reactions as Record<string, number>).reduce((sum, n) => sum + n, 0)).toBe(2);
  });

  it('keeps the counts exact while one person sets, changes and takes back a reaction at once', async () => {
    const author = await neighbour(ctx().app, PARK_SLOPE);
    const postId = await createPost(ctx().app, author.headers, 'Bins go out on Wednesday night');
    const commentId = await comment(author.headers, postId, 'Recycling on Thursday');
    const [fickle, steady] = [await neighbour(ctx().app, PARK_SLOPE), await neighbour(ctx().app, PARK_SLOPE)];
    for (const path of [`posts/${postId}`, `comments/${commentId}`]) {
      expect((await react(steady.headers, path, 'thanks')).statusCode).toBe(200);
      // Thirty requests at once of one person: each third takes the reaction back, the others set
      // one of two kinds, so each request meets another's first reaction, change or removal.
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          index % 3 === 0
            ? unreact(fickle.headers, path)
            : react(fickle.headers, path, index % 3 === 1 ? 'like' : 'sad'),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
      const listed = await ctx().app.inject({
        method: 'GET',
        url: `/api/v1/${path}/reactions`,
        headers: fickle.headers,
      });
      const { reactions, viewer_reaction } = listed.json().metadata as {
        reactions: Record<string, number>;
        viewer_reaction: string | null;
      };
      // Whatever request came last stands, counted once beside the steady neighbour's thanks.
      const expected: Record<string, number> = { ...zero, thanks: 1 };
      if (viewer_reaction) expected[viewer_reaction]! += 1;
      expect(reactions).toEqual(expected);
    }
  });

  it('answers reactions to a post deleted under them 200 or 404, never an error', async () => {
    const author = await neighbour(ctx().app, PARK_SLOPE);
    const postId = await createPost(ctx().app, author.headers, 'Found keys by the library');
    const people = await Promise.all(Array.from({ length: 12 }, () => neighbour(ctx().app, PARK_SLOPE)));
    const [deleted, ...reactions] = await Promise.all([
      ctx().app.inject({ method: 'DELETE', url: `/api/v1/posts/${postId}`, headers: author.headers }),
      ...people.map((person) => react(person.headers, `posts/${postId}`, 'like')),
    ]);
    expect(deleted!.statusCode).toBe(200);
    for (const response of reactions) expect([200, 404]).toContain(response.statusCode);
    const after = await ctx().app.inject({ method: 'GET', url: `/api/v1/posts/${postId}`, headers: author.headers });
    expect(after.statusCode).toBe(404);
  });

  it('counts 100 parallel likes from 100 people as 100', async () => {
    const author = await neighbour(ctx().app, PARK_SLOPE);
    const postId = await createPost(ctx().app, author.headers, 'Block party on Saturday');
    const people = await Promise.all(Array.from({ length: 100 }, () => neighbour(ctx().app, PARK_SLOPE)));
    const responses = await Promise.all(people.map((person) => react(person.headers, `posts/${postId}`, 'like')));
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    // Half of them change their mind, all at once, and some repeat themselves.
    await Promise.all([
      ...people.slice(0, 50).map((person) => react(person.headers, `posts/${postId}`, 'thanks')),
      ...people.slice(50, 60).map((person) => react(person.headers, `posts/${postId}`, 'like')),
    ]);
    const post = await getPost(author.headers, postId);
    expect(post.reactions).toEqual({ ...zero, like: 50, thanks: 50 });
    const rows = await ctx()
      .database.db.selectFrom('post_reactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('post_id', '=', postId)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(100);

    // Who reacted: newest first, by kind, with the counts.
    const list = await ctx().app.inject({
      method: 'GET',
      url: `/api/v1/posts/${postId}/reactions?kind=thanks&limit=5`,
      headers: people[0]!.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toHaveLength(5);
    expect(list.json().data.every((row: { kind: string }) => row.kind === 'thanks')).toBe(true);
    expect(list.json().data[0].user).not.toHaveProperty('email');
    expect(list.json().metadata).toMatchObject({
      total: 50,
      reactions: { like: 50, thanks: 50 },
      viewer_reaction: 'thanks',
    });

    // One grouped notification for the author, not a hundred.
    const mine = (await notificationsOf(author.headers)).filter((n) => n.kind === 'reaction');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.message).toMatch(
      /^Test Neighbour \w+ and 99 others reacted to your post "Block party on Saturday"$/,
    );
  });
});
