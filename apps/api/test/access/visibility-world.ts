import type { App } from '../../src/app.js';
import { contentKinds } from '../../src/content-kinds.js';
import { setContentHidden } from '../../src/lib/content-kinds/index.js';
import { createSession } from '../../src/lib/sessions/sessions.js';
import { createEvent, eventBody } from '../helpers/events.js';
import { createGroup, createGroupPostRequest, joinGroup } from '../helpers/groups.js';
import { makeImage } from '../helpers/images.js';
import { listItem } from '../helpers/marketplace.js';
import { injectMultipart } from '../helpers/multipart.js';
import { organization } from '../helpers/organizations.js';
import { createPost } from '../helpers/posts.js';
import { postRental } from '../helpers/rentals.js';
import { alertId, oldNeighbour } from '../helpers/safety.js';

// The world the visibility walk reads: a few neighbours and an organization in one suburb, each
// kind of content once in plain sight (so the walk reaches real rows) and once behind each rule
// that must keep it from some viewer: hidden by moderation, across a block either way, inside a
// private group, a login e-mail. Every text carries the word "zucchini" so search routes find it.

type Headers = { authorization: string };
export const AREA = { suburb: 'Kollwitzkiez', city: 'Berlin', state: 'Berlin', country: 'Germany' };
export const WORD = 'zucchini';
/** Where everyone lives and everything is (issue 44): the map's walk asks for this box. */
export const HOME = { latitude: 52.5384, longitude: 13.4184 };
export const MAP_BBOX = '13.38,52.51,13.45,52.56';
const PIN = { latitude: HOME.latitude + 0.001, longitude: HOME.longitude + 0.001 };

/** The kinds of id a path parameter can take; a route's kind comes from the segment before it. */
export type Kind =
  | 'user'
  | 'post'
  | 'comment'
  | 'group'
  | 'organization'
  | 'rental'
  | 'item'
  | 'event'
  | 'alert'
  | 'conversation'
  | 'export'
  | 'upload'
  | 'token';

export interface Viewer {
  name: string;
  /** Undefined for the visitor. */
  headers?: Headers;
  userId?: string;
  /** Ids and e-mails that must appear in no body this viewer reads. */
  forbidden: Map<string, string>;
  /** Ids whose detail routes must not answer 2xx (the forbidden ones and a few more). */
  noDetail: Map<string, string>;
}

export interface World {
  ids: Record<Kind, string[]>;
  viewers: Viewer[];
  /** Every user's login e-mail, by user id. */
  emails: Map<string, string>;
  /** Things in plain sight the stranger must find in some list: proof the walk reaches rows. */
  reachable: Map<string, string>;
}

interface Person {
  id: string;
  headers: Headers;
}

async function expectOk<R extends { statusCode: number; body: string }>(response: R, what: string): Promise<R> {
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response;
}

/** Everything one author writes, each kind once; answers the ids by kind. */
async function writeEverything(app: App, who: Person, onPost: string, org: string, label: string) {
  const inject = (method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: who.headers, payload });
  const post = await createPost(app, who.headers, `${label} grows ${WORD}`);
  const comment = (
    await expectOk(
      await inject('POST', '/comments/create-comment', { post_id: onPost, content: `${label} likes ${WORD}` }),
      'comment',
    )
  ).json().data.id as string;
  await expectOk(await inject('PUT', `/posts/${onPost}/reactions`, { kind: 'love' }), 'reaction');
  const rental = await postRental(app, who.headers, `${label} ${WORD} slicer`, `A ${WORD} slicer`);
  const alert = await alertId(app, who.headers, { title: `${label} ${WORD} thief`, details: `${WORD} gone` });
  const item = await listItem(app, who.headers, { title: `${label} ${WORD} crate`, description: `${WORD} crate` });
  const event = await createEvent(
    app,
    who.headers,
    eventBody(new Date(), { title: `${label} ${WORD} picnic`, ...PIN }),
  );
  const group = await createGroup(app, who.headers, `${label} ${WORD} growers`);
  await expectOk(
    await inject('PUT', `/organization/${org}/reviews/mine`, { rating: 4, text: `${label} ${WORD}` }),
    'review',
  );
  return { post, comment, rental, alert, item, event, group };
}

export async function seedWorld(app: App): Promise<World> {
  const db = app.database.db;
  const ids: Record<Kind, string[]> = {
    user: [],
    post: [],
    comment: [],
    group: [],
    organization: [],
    rental: [],
    item: [],
    event: [],
    alert: [],
    conversation: [],
    export: [],
    upload: [],
    token: ['not-a-token'],
  };
  const add = (kind: Kind, ...values: string[]) => ids[kind].push(...values);
  const person = async () => {
    const p = await oldNeighbour(app, AREA, { location_lat: HOME.latitude, location_lng: HOME.longitude });
    add('user', p.id);
    return p;
  };

  const shop = await organization(app, {
    business_name: `${WORD} Grocers`,
    description: `Fresh ${WORD}`,
    city: AREA.city,
    state: AREA.state,
    location_suburb: AREA.suburb,
    location_city: AREA.city,
    location_state: AREA.state,
    location_country: AREA.country,
    location_lat: PIN.latitude,
    location_lng: PIN.longitude,
  });
  add('organization', shop.id);
  add('user', shop.ownerId);
  const shopEvent = await createEvent(app, shop.headers, eventBody(new Date(), { title: `${WORD} tasting`, ...PIN }));
  add('event', shopEvent);

  const author = await person();
  const stranger = await person();
  const blocker = await person();
  const blocked = await person();
  const owner = await person();
  const pending = await person();
  const suspended = await person();

  // In plain sight: the author's content, which every signed-in viewer may read.
  const open = await writeEverything(
    app,
    author,
    await createPost(app, author.headers, `Ask me about ${WORD}`),
    shop.id,
    'Author',
  );
  const anchor = open.post;
  // Both sides of the block write everything, under the author's post, before the block.
  const blockerThings = await writeEverything(app, blocker, anchor, shop.id, 'Blocker');
  const blockedThings = await writeEverything(app, blocked, anchor, shop.id, 'Blocked');
  const suspendedThings = await writeEverything(app, suspended, anchor, shop.id, 'Suspended');
  // Content that moderation hides: the author's, so only the author (not a viewer) may see it.
  const hiddenThings = await writeEverything(app, author, anchor, shop.id, 'Hidden');
  for (const things of [open, blockerThings, blockedThings, suspendedThings, hiddenThings]) {
    add('post', things.post);
    add('comment', things.comment);
    add('rental', things.rental);
    add('alert', things.alert);
    add('item', things.item);
    add('event', things.event);
    add('group', things.group);
  }
  const conversation = await expectOk(
    await app.inject({
      method: 'POST',
      url: '/api/v1/conversations',
      headers: author.headers,
      payload: { recipient_id: blocker.id, text: `Got ${WORD}?` },
    }),
    'conversation',
  );
  add('conversation', conversation.json().data.conversation.id as string);
  // A data export (issue 43): its archive is its owner's alone.
  const dataExport = await app.inject({ method: 'POST', url: '/api/v1/users/profile/export', headers: author.headers });
  add('export', (await expectOk(dataExport, 'data export')).json().data.id as string);
  // A photo sent ahead of its post (decision 0089): its owner's alone until posted.
  const photo = await injectMultipart(app, '/api/v1/posts/photo-uploads', author.headers, {}, [
    { name: 'media', filename: 'p.png', contentType: 'image/png', data: await makeImage('png', 20, 20) },
  ]);
  const uploadId = (await expectOk(photo, 'photo upload')).json().data.id as string;
  add('upload', uploadId);

  // A hidden organization and a hidden profile.
  const hiddenShop = await organization(app, {
    business_name: `Hidden ${WORD} Stall`,
    description: WORD,
    location_lat: PIN.latitude,
    location_lng: PIN.longitude,
  });
  add('organization', hiddenShop.id);
  add('user', hiddenShop.ownerId);
  const hiddenProfile = await person();
  // A review moderation hid: only its writer (not a viewer) reads it.
  const critic = await person();
  const review = await expectOk(
    await app.inject({
      method: 'PUT',
      url: `/api/v1/organization/${shop.id}/reviews/mine`,
      headers: critic.headers,
      payload: { rating: 1, text: `Soggy ${WORD}` },
    }),
    'hidden review',
  );
  const hiddenReview = review.json().data.review.id as string;

  const now = new Date();
  // Hidden as moderation hides (setContentHidden: the row, and others' notifications about it).
  const hide = async (type: string, id: string) => {
    const kind = contentKinds.of(type);
    if (!kind) throw new Error(`no content kind ${type}`);
    const item = await kind.find(db, id);
    await setContentHidden(db, kind, { id, authorId: item?.authorId ?? null }, now);
  };
  await hide('post', hiddenThings.post);
  await hide('comment', hiddenThings.comment);
  await hide('rental_request', hiddenThings.rental);
  await hide('alert', hiddenThings.alert);
  await hide('marketplace_item', hiddenThings.item);
  await hide('event', hiddenThings.event);
  await hide('group', hiddenThings.group);
  await hide('organization', hiddenShop.id);
  await hide('user', hiddenProfile.id);
  await hide('review', hiddenReview);

  // A private group with a post, a comment and an event; one neighbour waits to be let in.
  const privateGroup = await createGroup(app, owner.headers, `Secret ${WORD} club`, 'private');
  add('group', privateGroup);
  const groupPost = (
    await expectOk(await createGroupPostRequest(app, owner.headers, privateGroup, `Club ${WORD}`), 'group post')
  ).json().data.id as string;
  add('post', groupPost);
  const groupComment = (
    await expectOk(
      await app.inject({
        method: 'POST',
        url: '/api/v1/comments/create-comment',
        headers: owner.headers,
        payload: { post_id: groupPost, content: `Club ${WORD} comment` },
      }),
      'group comment',
    )
  ).json().data.id as string;
  add('comment', groupComment);
  const groupEvent = await createEvent(
    app,
    owner.headers,
    eventBody(new Date(), { title: `Club ${WORD} dinner`, visibility: 'group', group_id: privateGroup, ...PIN }),
  );
  add('event', groupEvent);
  await joinGroup(app, pending.headers, privateGroup);

  // The block, after both sides wrote.
  await expectOk(
    await app.inject({ method: 'POST', url: `/api/v1/users/${blocked.id}/block`, headers: blocker.headers }),
    'block',
  );
  // A suspension (as moderation sets it); the session made afterwards must not let them in.
  await db
    .updateTable('users')
    .set({ suspended_until: new Date(now.getTime() + 7 * 86_400_000) })
    .where('id', '=', suspended.id)
    .execute();
  const suspendedToken = await createSession(db, app.clock, suspended.id);

  const emailRows = await db.selectFrom('users').select(['id', 'email']).execute();
  const emails = new Map(emailRows.map((row) => [row.id, row.email]));

  // What no viewer here may read: hidden content, the private group's content, others' e-mails.
  const everyone = new Map<string, string>();
  const mark = (map: Map<string, string>, why: string, ...values: string[]) => values.forEach((v) => map.set(v, why));
  for (const [kind, id] of Object.entries(hiddenThings)) everyone.set(id, `hidden ${kind}`);
  mark(everyone, 'hidden organization', hiddenShop.id);
  mark(everyone, 'hidden review', hiddenReview);
  mark(everyone, "another's photo upload", uploadId);
  mark(everyone, 'private group content', groupPost, groupComment, groupEvent);
  const everyoneNoDetail = new Map(everyone);
  mark(everyoneNoDetail, 'private group', privateGroup);
  mark(everyoneNoDetail, 'hidden profile', hiddenProfile.id);
  const conversationId = conversation.json().data.conversation.id as string;

  const viewer = (
    name: string,
    who: { id: string; headers: Headers } | undefined,
    extra: Map<string, string> = new Map(),
  ): Viewer => {
    const forbidden = new Map(everyone);
    for (const [id, email] of emails) if (id !== who?.id) forbidden.set(email, 'e-mail of another account');
    for (const [value, why] of extra) forbidden.set(value, why);
    // The conversation is the author's and the blocker's; every other viewer is an outsider.
    if (who?.id !== blocker.id) forbidden.set(conversationId, 'conversation of others');
    const noDetail = new Map([...everyoneNoDetail, ...forbidden]);
    return { name, headers: who?.headers, userId: who?.id, forbidden, noDetail };
  };
  // A block hides each side's profile and what each wrote (decision 0020). Not a group one side
  // created: a group is its members' shared place, not its creator's content, and decision 0020
  // does not list groups among what a block hides (the creator's profile still leaves its members).
  const acrossBlock = (other: Person, things: Record<string, string>, why: string) => {
    const map = new Map<string, string>([[other.id, `${why}: their profile`]]);
    for (const [kind, id] of Object.entries(things)) if (kind !== 'group') map.set(id, `${why}: ${kind}`);
    return map;
  };
  const viewers: Viewer[] = [
    viewer('visitor', undefined),
    viewer('stranger', stranger),
    viewer('blocked', blocked, acrossBlock(blocker, blockerThings, 'content of someone who blocked the viewer')),
    viewer('blocker', blocker, acrossBlock(blocked, blockedThings, 'content of someone the viewer blocked')),
    viewer('pending member', pending),
    viewer('suspended', { id: suspended.id, headers: { authorization: `Bearer ${suspendedToken}` } }),
    viewer('organization', { id: shop.ownerId, headers: shop.headers }),
  ];
  const reachable = new Map<string, string>([[shop.id, 'organization']]);
  for (const [kind, id] of Object.entries(open)) reachable.set(id, `author's ${kind}`);
  return { ids, viewers, emails, reachable };
}
