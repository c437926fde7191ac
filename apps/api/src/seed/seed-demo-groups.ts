import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { insertNotifications } from '../lib/notifications/index.js';
import { demoNeighbours } from './demo-data.js';
import { demoGroups } from './demo-groups.js';
import { insertDemoGroup, insertDemoGroupMember, insertDemoPost } from './seed-repository.js';

/**
 * The demo's groups: a public and a private one in the owners' areas, with admins, members, a
 * request waiting for approval (and its in-app notification) and posts, so a newcomer sees groups
 * at work. A private group's posts are not `local`: they stay out of the neighbourhood feed.
 */
export async function seedDemoGroups(
  trx: Kysely<DB>,
  idOf: (email: string) => string,
  minutesAgo: (minutes: number) => Date,
): Promise<void> {
  for (const group of demoGroups) {
    const owner = demoNeighbours.find((person) => person.email === group.owner);
    if (!owner) throw new Error(`demo group names an unknown owner ${group.owner}`);
    const createdAt = minutesAgo(group.minutesAgo);
    const newestPost = Math.min(...group.posts.map((post) => post.minutesAgo));
    const groupId = await insertDemoGroup(trx, {
      name: group.name,
      description: group.description,
      visibility: group.visibility,
      location_suburb: owner.area.suburb,
      location_city: owner.area.city,
      location_state: owner.area.state,
      location_country: owner.area.country,
      last_post_at: group.posts.length > 0 ? minutesAgo(newestPost) : null,
      created_at: createdAt,
      updated_at: createdAt,
    });
    const roles: [string, 'owner' | 'admin' | 'member' | 'pending'][] = [
      [group.owner, 'owner'],
      ...group.admins.map((email): [string, 'admin'] => [email, 'admin']),
      ...group.members.map((email): [string, 'member'] => [email, 'member']),
      ...group.pending.map((email): [string, 'pending'] => [email, 'pending']),
    ];
    for (const [index, [email, role]] of roles.entries()) {
      await insertDemoGroupMember(trx, {
        group_id: groupId,
        user_id: idOf(email),
        role,
        created_at: minutesAgo(group.minutesAgo - 60 * (index + 1)),
      });
    }
    for (const email of group.pending) {
      await insertNotifications(trx, [idOf(group.owner), ...group.admins.map(idOf)], {
        kind: 'group_join_request',
        actorId: idOf(email),
        subject: { type: 'group', id: groupId, title: group.name },
        at: minutesAgo(120),
      });
    }
    for (const post of group.posts) {
      await insertDemoPost(trx, {
        author_id: idOf(post.author),
        content: post.content,
        at: minutesAgo(post.minutesAgo),
        group: { id: groupId, local: group.visibility === 'public' },
      });
    }
  }
}
