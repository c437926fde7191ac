import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { hashPassword } from '../lib/passwords.js';
import { issueReferralCode } from '../lib/referrals/issue-referral-code.js';
import { demoPosts } from './demo-posts.js';
import {
  countUsers,
  insertDemoComment,
  insertDemoOrganization,
  insertDemoPost,
  insertDemoUser,
  recountDemoCounters,
} from './seed-repository.js';
import { DEMO_PASSWORD, DEMO_REFERRER_EMAIL, demoNeighbours, demoOrganizations, type DemoArea } from './demo-data.js';

function areaColumns(area: DemoArea) {
  return {
    location_suburb: area.suburb,
    location_city: area.city,
    location_state: area.state,
    location_country: area.country,
    location_lat: area.lat,
    location_lng: area.lng,
  };
}

/**
 * Seeds the demo neighbourhood when (and only when) the database has no users yet, in one
 * transaction so a failed seed leaves nothing behind. Returns what it created, or null.
 */
export async function seedDemoIfEmpty(
  db: Kysely<DB>,
): Promise<{ neighbours: number; organizations: number; posts: number } | null> {
  if ((await countUsers(db)) > 0) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const verifiedAt = new Date();
  return db.transaction().execute(async (trx) => {
    const idsByEmail = new Map<string, string>();
    for (const person of demoNeighbours) {
      const id = await insertDemoUser(trx, {
        email: person.email,
        password_hash: passwordHash,
        first_name: person.first_name,
        last_name: person.last_name,
        account_type: 'user',
        bio: person.bio,
        email_verified_at: verifiedAt,
        ...areaColumns(person.area),
      });
      idsByEmail.set(person.email, id);
      // One neighbour can invite others from the start (Invite page, sign-up with ?ref=).
      if (person.email === DEMO_REFERRER_EMAIL) await issueReferralCode(trx, id, null);
    }
    for (const org of demoOrganizations) {
      const ownerId = await insertDemoUser(trx, {
        email: org.email,
        password_hash: passwordHash,
        first_name: org.first_name,
        last_name: org.last_name,
        account_type: 'organization',
        email_verified_at: verifiedAt,
        ...areaColumns(org.area),
      });
      await insertDemoOrganization(trx, {
        owner_id: ownerId,
        business_name: org.business_name,
        description: org.description,
        category: org.category,
        contact_email: org.contact_email,
        contact_phone: org.contact_phone,
        website: org.website,
        address: org.address,
        city: org.area.city,
        state: org.area.state,
      });
    }
    const now = verifiedAt.getTime();
    const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000);
    const authorId = (email: string) => {
      const id = idsByEmail.get(email);
      if (!id) throw new Error(`demo post by unknown neighbour ${email}`);
      return id;
    };
    for (const post of demoPosts) {
      const postId = await insertDemoPost(trx, {
        author_id: authorId(post.author),
        content: post.content,
        at: minutesAgo(post.minutesAgo),
      });
      for (const comment of post.comments ?? []) {
        await insertDemoComment(trx, {
          post_id: postId,
          author_id: authorId(comment.author),
          content: comment.content,
          at: minutesAgo(comment.minutesAgo),
        });
      }
    }
    await recountDemoCounters(trx);
    return { neighbours: demoNeighbours.length, organizations: demoOrganizations.length, posts: demoPosts.length };
  });
}
