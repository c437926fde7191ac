import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
// Direct imports, not lib/images/index.js: the benchmark's tools project seeds through this file
// and must not pull in read-multipart, whose request types come from the app's multipart plugin.
import { deleteStoredImages, storedImageKeys } from '../lib/images/delete-stored-images.js';
import type { ImageLimits } from '../lib/images/image-limits.js';
import { processImage, type StoredImage } from '../lib/images/process-image.js';
import { hashPassword } from '../lib/passwords.js';
import type { MediaStorage } from '../lib/storage/index.js';
import { issueReferralCode } from '../lib/referrals/issue-referral-code.js';
import { renderDemoPicture } from './demo-pictures.js';
import { demoPosts } from './demo-posts.js';
import {
  countUsers,
  insertDemoComment,
  insertDemoFollow,
  insertDemoOrganization,
  insertDemoPost,
  insertDemoPostMedia,
  insertDemoUser,
  recountDemoCounters,
} from './seed-repository.js';
import {
  DEMO_PASSWORD,
  DEMO_REFERRER_EMAIL,
  demoFollows,
  demoNeighbours,
  demoOrganizations,
  type DemoArea,
} from './demo-data.js';

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

export interface SeedMediaOptions {
  storage: MediaStorage;
  limits: ImageLimits;
}

/** Draws the demo pictures and stores them through the upload pipeline, per post index. */
async function storeDemoPictures(media: SeedMediaOptions): Promise<Map<number, StoredImage[]>> {
  const stored = new Map<number, StoredImage[]>();
  try {
    for (const [index, post] of demoPosts.entries()) {
      for (const picture of post.pictures ?? []) {
        const image = await processImage(await renderDemoPicture(picture), media);
        stored.set(index, [...(stored.get(index) ?? []), image]);
      }
    }
  } catch (error) {
    await deleteStoredImages(media.storage, storedImageKeys([...stored.values()].flat()));
    throw error;
  }
  return stored;
}

/**
 * Seeds the demo neighbourhood when (and only when) the database has no users yet, in one
 * transaction so a failed seed leaves nothing behind (pictures, stored first, are deleted again).
 * Without `media` the posts have no pictures. Returns what it created, or null.
 */
export async function seedDemoIfEmpty(
  db: Kysely<DB>,
  media?: SeedMediaOptions,
): Promise<{ neighbours: number; organizations: number; posts: number } | null> {
  if ((await countUsers(db)) > 0) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const verifiedAt = new Date();
  const pictures = media ? await storeDemoPictures(media) : new Map<number, StoredImage[]>();
  try {
    return await insertDemoRows(db, passwordHash, verifiedAt, pictures);
  } catch (error) {
    if (media) await deleteStoredImages(media.storage, storedImageKeys([...pictures.values()].flat()));
    throw error;
  }
}

function insertDemoRows(
  db: Kysely<DB>,
  passwordHash: string,
  verifiedAt: Date,
  pictures: Map<number, StoredImage[]>,
): Promise<{ neighbours: number; organizations: number; posts: number }> {
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
      idsByEmail.set(org.email, ownerId);
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
    const idOf = (email: string) => {
      const id = idsByEmail.get(email);
      if (!id) throw new Error(`demo data names an unknown account ${email}`);
      return id;
    };
    for (const [index, post] of demoPosts.entries()) {
      const postId = await insertDemoPost(trx, {
        author_id: idOf(post.author),
        content: post.content,
        at: minutesAgo(post.minutesAgo),
      });
      await insertDemoPostMedia(trx, postId, pictures.get(index) ?? []);
      for (const comment of post.comments ?? []) {
        await insertDemoComment(trx, {
          post_id: postId,
          author_id: idOf(comment.author),
          content: comment.content,
          at: minutesAgo(comment.minutesAgo),
        });
      }
    }
    for (const [follower, followee] of demoFollows) {
      await insertDemoFollow(trx, {
        follower_id: idOf(follower),
        followee_id: idOf(followee),
        created_at: verifiedAt,
      });
    }
    await recountDemoCounters(trx);
    return { neighbours: demoNeighbours.length, organizations: demoOrganizations.length, posts: demoPosts.length };
  });
}
