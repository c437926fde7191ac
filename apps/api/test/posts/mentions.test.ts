import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.js';
import { createGroup, createGroupPostRequest } from '../helpers/groups.js';
import { createPostRequest, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Issue 18: '@First Last' mentions in posts and comments, each notifying once.
const clock = manualClock(new Date('2031-04-01T09:00:00Z'));
let ctx: TestContext;
type Headers = { authorization: string };
type Person = { id: string; headers: Headers };

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
});

afterAll(async () => {
  await ctx?.close();
});

async function mentionsOf(person: Person) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: person.headers });
  return (response.json().data as { kind: string; message: string; subject: { id: string } }[]).filter(
    (n) => n.kind === 'mention',
  );
}

async function postMentioning(author: Person, content: string, ids: string[]): Promise<string> {
  const response = await createPostRequest(ctx.app, author.headers, content, [
    { name: 'mention_ids', value: ids.join(',') },
  ]);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

/**
 * A neighbour who hears mentions from anyone: these tests are about who is mentioned, so the filter
 * that keeps strangers' mentions in a box of their own is off (filtered-notifications.test.ts).
 */
async function named(first_name: string, last_name: string): Promise<Person> {
  const person = await neighbour(ctx.app, PARK_SLOPE, { first_name, last_name });
  const policy = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/v1/notifications/filter-policy',
    headers: person.headers,
    payload: { filter_not_following: false },
  });
  expect(policy.statusCode).toBe(200);
  return person;
}

describe('mentions', () => {
  it('notify each person named in a post once, and only those the text names', async () => {
    const ada = await named('Ada', 'Obi');
    const bob = await named('Bob', 'Reyes');
    const cleo = await named('Cleo', 'Diaz');
    clock.advance(1000);
    const postId = await postMentioning(ada, 'Thanks @Bob Reyes for the ladder!', [bob.id, cleo.id, ada.id, 'nope']);
    const post = await ctx.app.inject({ method: 'GET', url: `/api/v1/posts/${postId}`, headers: cleo.headers });
    expect(post.json().data.mentions).toEqual([{ id: bob.id, first_name: 'Bob', last_name: 'Reyes' }]);
    expect((await mentionsOf(bob)).map((n) => n.message)).toEqual([
      'Ada Obi mentioned you: "Thanks @Bob Reyes for the ladder!"',
    ]);
    expect(await mentionsOf(cleo)).toEqual([]);
    expect(await mentionsOf(ada)).toEqual([]);

    // An edit that keeps Bob and adds Cleo tells Cleo only.
    clock.advance(1000);
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/posts/${postId}`,
      headers: ada.headers,
      payload: { content: 'Thanks @bob reyes and @Cleo  Diaz for the ladder!', mention_ids: [bob.id, cleo.id] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(
      edited
        .json()
        .data.mentions.map((m: { id: string }) => m.id)
        .sort(),
    ).toEqual([bob.id, cleo.id].sort());
    expect(await mentionsOf(bob)).toHaveLength(1);
    expect(await mentionsOf(cleo)).toHaveLength(1);

    // Dropping a name from the text drops the mention from the post (and adding it back is no news).
    const dropped = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/posts/${postId}`,
      headers: ada.headers,
      payload: { content: 'Thanks @Cleo Diaz for the ladder!' },
    });
    expect(dropped.json().data.mentions.map((m: { id: string }) => m.id)).toEqual([cleo.id]);
  });

  it('notify once per comment, never across a block, never outside a private group', async () => {
    const ada = await named('Ada', 'Nwosu');
    const bob = await named('Bob', 'Stone');
    const blocker = await named('Bea', 'Locke');
    const outsider = await named('Olu', 'Side');
    await ctx.app.inject({ method: 'POST', url: `/api/v1/users/${ada.id}/block`, headers: blocker.headers });
    const postId = await postMentioning(ada, 'Street party on Saturday', []);

    const text = '@Bob Stone and @Bea Locke, are you coming?';
    const comment = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/comments/create-comment',
      headers: ada.headers,
      payload: { post_id: postId, content: text, mention_ids: [bob.id, blocker.id] },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    expect(comment.json().data.mentions).toEqual([{ id: bob.id, first_name: 'Bob', last_name: 'Stone' }]);
    const again = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/comments/${comment.json().data.id}`,
      headers: ada.headers,
      payload: { content: `${text} Bring chairs.`, mention_ids: [bob.id] },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await mentionsOf(bob)).toHaveLength(1);
    expect(await mentionsOf(blocker)).toEqual([]);

    // A private group's post cannot reach someone who cannot read it.
    const groupId = await createGroup(ctx.app, ada.headers, 'Quiet Readers', 'private');
    const groupPost = await createGroupPostRequest(ctx.app, ada.headers, groupId, 'Hello @Olu Side', [
      { name: 'mention_ids', value: outsider.id },
    ]);
    expect(groupPost.statusCode, groupPost.body).toBe(201);
    expect(groupPost.json().data.mentions).toEqual([]);
    expect(await mentionsOf(outsider)).toEqual([]);
  });

  it('refuse more than ten ids, and ids that are not strings', async () => {
    const ada = await named('Ada', 'Many');
    const postId = await postMentioning(ada, 'Hello', []);
    const tooMany = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/comments/create-comment',
      headers: ada.headers,
      payload: { post_id: postId, content: 'Hi all', mention_ids: Array.from({ length: 11 }, (_, i) => `id-${i}`) },
    });
    expect(tooMany.statusCode).toBe(400);
    const wrongType = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/posts/${postId}`,
      headers: ada.headers,
      payload: { content: 'Hi', mention_ids: 'abc' },
    });
    expect(wrongType.statusCode).toBe(400);
  });
});
