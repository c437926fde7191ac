import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { roundPlaceCoordinate } from '../lib/geo/index.js';
// Direct imports, not lib/images/index.js: the benchmark's tools project seeds through this file
// and must not pull in read-multipart, whose request types come from the app's multipart plugin.
import { deleteStoredImages, storedImageKeys } from '../lib/images/delete-stored-images.js';
import type { ImageLimits } from '../lib/images/image-limits.js';
import { processImage, type StoredImage } from '../lib/images/process-image.js';
import { hashPassword } from '../lib/passwords.js';
import type { MediaStorage } from '../lib/storage/index.js';
import { issueReferralCode } from '../lib/referrals/issue-referral-code.js';
import { createNotification } from '../lib/notifications/index.js';
import { demoOrganizationContent, renderDemoLogo } from './demo-organization-content.js';
import { renderDemoPicture } from './demo-pictures.js';
import { demoPosts } from './demo-posts.js';
import { seedDemoGroups } from './seed-demo-groups.js';
import { seedDemoEvents } from './seed-demo-events.js';
import { seedDemoMarketplace } from './seed-demo-marketplace.js';
import { seedDemoRentals } from './seed-demo-rentals.js';
import { seedDemoReviews } from './seed-demo-reviews.js';
import {
  hasUsers,
  insertDemoComment,
  insertDemoFollow,
  insertDemoInterest,
  insertDemoListing,
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

/** Logo and cover of each demo organization (by account e-mail), stored through the pipeline. */
type OrganizationPictures = Map<string, { logo: StoredImage; cover: StoredImage }>;

async function storeOrganizationPictures(media: SeedMediaOptions): Promise<OrganizationPictures> {
  const stored: OrganizationPictures = new Map();
  const loose: StoredImage[] = [];
  try {
    for (const [email, content] of Object.entries(demoOrganizationContent)) {
      const logo = await processImage(await renderDemoLogo(content.logo), {
        ...media,
        displaySize: 512,
        thumbnailSize: 128,
      });
      loose.push(logo);
      const cover = await processImage(await renderDemoPicture(content.cover), {
        ...media,
        displaySize: 1600,
        thumbnailSize: 600,
      });
      loose.push(cover);
      stored.set(email, { logo, cover });
    }
  } catch (error) {
    await deleteStoredImages(media.storage, storedImageKeys(loose));
    throw error;
  }
  return stored;
}

const organizationImages = (pictures: OrganizationPictures) =>
  [...pictures.values()].flatMap((item) => [item.logo, item.cover]);

/**
 * Seeds the demo neighbourhood when (and only when) the database has no users yet, in one
 * transaction so a failed seed leaves nothing behind (pictures, stored first, are deleted again).
 * Without `media` the posts have no pictures. Returns what it created, or null.
 */
export async function seedDemoIfEmpty(
  db: Kysely<DB>,
  media?: SeedMediaOptions,
  /** The installation's currency (CURRENCY), for the marketplace's prices. */
  currency = 'USD',
): Promise<{ neighbours: number; organizations: number; posts: number } | null> {
  if (await hasUsers(db)) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const verifiedAt = new Date();
  const pictures = media ? await storeDemoPictures(media) : new Map<number, StoredImage[]>();
  let orgPictures: OrganizationPictures = new Map();
  try {
    if (media) orgPictures = await storeOrganizationPictures(media);
    return await insertDemoRows(db, passwordHash, verifiedAt, pictures, orgPictures, currency);
  } catch (error) {
    if (media) {
      const images = [...pictures.values()].flat().concat(organizationImages(orgPictures));
      await deleteStoredImages(media.storage, storedImageKeys(images));
    }
    throw error;
  }
}

function insertDemoRows(
  db: Kysely<DB>,
  passwordHash: string,
  verifiedAt: Date,
  pictures: Map<number, StoredImage[]>,
  orgPictures: OrganizationPictures,
  currency: string,
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
    const listingsByOrg = new Map<string, string>();
    for (const [index, org] of demoOrganizations.entries()) {
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
      const content = demoOrganizationContent[org.email];
      const images = orgPictures.get(org.email);
      const organizationId = await insertDemoOrganization(trx, {
        opening_hours: content ? JSON.stringify(content.openingHours) : null,
        logo_key: images?.logo.keys.display ?? null,
        logo_thumbnail_key: images?.logo.keys.thumbnail ?? null,
        cover_key: images?.cover.keys.display ?? null,
        cover_thumbnail_key: images?.cover.keys.thumbnail ?? null,
        ...areaColumns(org.area),
        // Each its own pin near its area's centre (issue 44), not all on one point.
        location_lat: roundPlaceCoordinate(org.area.lat + 0.003 * ((index % 4) - 1.5)),
        location_lng: roundPlaceCoordinate(org.area.lng + 0.004 * (((index * 3) % 4) - 1.5)),
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
      listingsByOrg.set(org.email, organizationId);
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
    // Listings, interest in them and follows of organizations, each with its notification, so
    // the organization dashboards open on real customers and notifications.
    for (const [email, content] of Object.entries(demoOrganizationContent)) {
      const organizationId = listingsByOrg.get(email);
      if (!organizationId) throw new Error(`demo content names an unknown organization ${email}`);
      for (const [index, listing] of content.listings.entries()) {
        const at = minutesAgo(3000 - index * 200);
        const listingId = await insertDemoListing(trx, {
          organization_id: organizationId,
          title: listing.title,
          description: listing.description,
          price_cents: listing.price_cents,
          created_at: at,
          updated_at: at,
        });
        for (const [position, neighbourEmail] of listing.interested.entries()) {
          const interestAt = minutesAgo(600 - index * 60 - position * 15);
          await insertDemoInterest(trx, {
            listing_id: listingId,
            user_id: idOf(neighbourEmail),
            created_at: interestAt,
          });
          await createNotification(trx, {
            recipientId: idOf(email),
            kind: 'listing_interest',
            actorId: idOf(neighbourEmail),
            subject: { type: 'listing', id: listingId, title: listing.title },
            at: interestAt,
          });
        }
      }
    }
    const organizationOwners = new Set(demoOrganizations.map((org) => org.email));
    for (const [index, [follower, followee]] of demoFollows.entries()) {
      if (!organizationOwners.has(followee)) continue;
      await createNotification(trx, {
        recipientId: idOf(followee),
        kind: 'new_follower',
        actorId: idOf(follower),
        subject: null,
        at: minutesAgo(900 - index * 10),
      });
    }
    await seedDemoRentals(trx, idOf, minutesAgo);
    await seedDemoMarketplace(trx, idOf, minutesAgo, currency);
    await seedDemoGroups(trx, idOf, minutesAgo);
    await seedDemoEvents(trx, idOf, verifiedAt);
    await seedDemoReviews(
      trx,
      idOf,
      (email) => {
        const id = listingsByOrg.get(email);
        if (!id) throw new Error(`demo reviews name an unknown organization ${email}`);
        return id;
      },
      minutesAgo,
    );
    // After every post, the organization's update included, so the feed's counters count it.
    await recountDemoCounters(trx);
    return { neighbours: demoNeighbours.length, organizations: demoOrganizations.length, posts: demoPosts.length };
  });
}
