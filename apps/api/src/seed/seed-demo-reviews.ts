import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { createNotification } from '../lib/notifications/index.js';
import { demoOrganizations } from './demo-data.js';

/** Reviews of the demo organizations (issue 19): reviewer, organization, stars, text, helpful voters, reply. */
const demoReviews: {
  author: string;
  organization: string;
  rating: number;
  text: string;
  minutesAgo: number;
  helpful?: string[];
  reply?: string;
}[] = [
  {
    author: 'amara@demo.ourhood.app',
    organization: 'hello@slopebakery.demo.ourhood.app',
    rating: 5,
    text: 'The seeded rye is the best on the slope, and they always save a loaf for the community fridge.',
    minutesAgo: 3 * 24 * 60,
    helpful: ['mei@demo.ourhood.app', 'diego@demo.ourhood.app'],
    reply: 'Thank you, Amara! The rye comes out at 8 on Saturdays, see you then.',
  },
  {
    author: 'mei@demo.ourhood.app',
    organization: 'hello@slopebakery.demo.ourhood.app',
    rating: 4,
    text: 'Lovely croissants. The queue on Sunday mornings is long, so go early.',
    minutesAgo: 2 * 24 * 60,
    helpful: ['samuel@demo.ourhood.app'],
  },
  {
    author: 'diego@demo.ourhood.app',
    organization: 'hello@slopebakery.demo.ourhood.app',
    rating: 4,
    text: '',
    minutesAgo: 30 * 60,
  },
  {
    author: 'hannah@demo.ourhood.app',
    organization: 'info@gardens.demo.ourhood.app',
    rating: 5,
    text: 'Friendly volunteers and a great Saturday plant swap. My tomatoes have never been happier.',
    minutesAgo: 4 * 24 * 60,
    helpful: ['priya@demo.ourhood.app'],
  },
  {
    author: 'priya@demo.ourhood.app',
    organization: 'desk@fixit.demo.ourhood.app',
    rating: 3,
    text: 'Good advice and keys cut while you wait; the tool rental could use more ladders.',
    minutesAgo: 5 * 24 * 60,
    reply: 'Fair point, Priya: two more ladders arrive next week.',
  },
];

/** The bakery's update of the demo: an offer in its area's feed, ending in three days. */
const demoUpdate = {
  organization: 'hello@slopebakery.demo.ourhood.app',
  text: 'Half-price sourdough after 5 pm all week: come by before we close, and bring a bag!',
  minutesAgo: 90,
  offerEndsInDays: 3,
  seenBy: ['amara@demo.ourhood.app', 'mei@demo.ourhood.app', 'diego@demo.ourhood.app'],
};

/**
 * Reviews with helpful votes, replies and the organizations' notifications, the ratings they
 * add up to (kept on the organization rows, decision 0029), and one organization update.
 */
export async function seedDemoReviews(
  trx: Kysely<DB>,
  idOf: (email: string) => string,
  organizationIdOf: (email: string) => string,
  minutesAgo: (minutes: number) => Date,
): Promise<void> {
  for (const review of demoReviews) {
    const at = minutesAgo(review.minutesAgo);
    const row = await trx
      .insertInto('organization_reviews')
      .values({
        organization_id: organizationIdOf(review.organization),
        author_id: idOf(review.author),
        rating: review.rating,
        text: review.text,
        helpful_count: review.helpful?.length ?? 0,
        reply_text: review.reply ?? null,
        replied_at: review.reply ? minutesAgo(review.minutesAgo - 120) : null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const voter of review.helpful ?? []) {
      await trx
        .insertInto('organization_review_helpful')
        .values({ review_id: row.id, user_id: idOf(voter), created_at: minutesAgo(review.minutesAgo - 60) })
        .execute();
    }
    const title = review.text ? `${review.rating}/5: ${review.text.slice(0, 57)}…` : `${review.rating}/5`;
    await createNotification(trx, {
      recipientId: idOf(review.organization),
      kind: 'organization_review',
      actorId: idOf(review.author),
      subject: { type: 'review', id: row.id, title },
      at,
    });
  }
  await sql`UPDATE organizations o SET rating_sum = r.total, rating_count = r.n
    FROM (SELECT organization_id, sum(rating)::int AS total, count(*)::int AS n
          FROM organization_reviews WHERE hidden_at IS NULL GROUP BY organization_id) r
    WHERE o.id = r.organization_id`.execute(trx);

  const organization = demoOrganizations.find((org) => org.email === demoUpdate.organization);
  if (!organization) throw new Error(`demo update names an unknown organization ${demoUpdate.organization}`);
  const at = minutesAgo(demoUpdate.minutesAgo);
  const post = await trx
    .insertInto('posts')
    .values({
      author_id: idOf(demoUpdate.organization),
      organization_id: organizationIdOf(demoUpdate.organization),
      offer_ends_at: new Date(at.getTime() + demoUpdate.offerEndsInDays * 24 * 60 * 60_000),
      content: demoUpdate.text,
      location_suburb: organization.area.suburb,
      location_city: organization.area.city,
      location_state: organization.area.state,
      location_country: organization.area.country,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('organization_update_views')
    .values(demoUpdate.seenBy.map((email) => ({ post_id: post.id, user_id: idOf(email), created_at: at })))
    .execute();
}
