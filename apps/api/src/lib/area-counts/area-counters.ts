import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Location } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';

// The feed's per-area post counters (post_area_counts, decision 0008), written by every way a
// post joins or leaves the feed: a post, an organization's update, a post deleted, a group's or an
// account's posts deleted. Each writes in its own connection's slot (counter_slot(), migration
// 0048, decision 0095), so no post waits for another's commit; one slot may go below zero, an
// area's sum may not.

/** Moves an area's counter by delta, up or down; call it in the transaction that adds or removes the post. */
export async function adjustAreaCount(db: Kysely<DB>, area: Location, delta: number): Promise<void> {
  await db
    .insertInto('post_area_counts')
    .values({
      location_country: area.country,
      location_state: area.state,
      location_city: area.city,
      location_suburb: area.suburb,
      posts_count: delta,
    })
    .onConflict((oc) =>
      oc
        .columns(['location_country', 'location_state', 'location_city', 'location_suburb', 'slot'])
        .doUpdateSet({ posts_count: sql<number>`post_area_counts.posts_count + excluded.posts_count` }),
    )
    .execute();
}

/**
 * Takes the feed's posts matching `postsWhere` (a condition on posts) off their areas' counters,
 * one statement for every area; call it in the transaction, before the posts are deleted.
 */
export async function takePostsOffAreaCounts(db: Kysely<DB>, postsWhere: RawBuilder<boolean>): Promise<void> {
  await sql`
    INSERT INTO post_area_counts AS c (location_country, location_state, location_city, location_suburb, posts_count)
    SELECT location_country, location_state, location_city, location_suburb, -count(*)
    FROM posts WHERE local AND (${postsWhere})
    GROUP BY location_country, location_state, location_city, location_suburb
    ON CONFLICT (location_country, location_state, location_city, location_suburb, slot)
    DO UPDATE SET posts_count = c.posts_count + excluded.posts_count`.execute(db);
}
