import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** Whether each first step is done, read from the neighbour's own rows, and whether the guide is hidden. */
export interface FirstStepsRow {
  dismissed: boolean;
  location: boolean;
  first_post: boolean;
  join_group: boolean;
  follow_organization: boolean;
  notifications: boolean;
}

/**
 * One statement, each step an index probe of the person's own rows (posts_author_newest,
 * group_members_user, the follows key, push_subscriptions_user, the schedules key): no N+1, and
 * nobody else's rows ever count. Notifications are "turned on" when something reaches the person
 * away from the page: push on any device, or a daily or weekly digest (decision 0075).
 */
export async function findFirstSteps(db: Kysely<DB>, userId: string): Promise<FirstStepsRow | undefined> {
  return db
    .selectFrom('users as u')
    .select([
      sql<boolean>`u.first_steps_dismissed_at IS NOT NULL`.as('dismissed'),
      sql<boolean>`u.location_city <> ''`.as('location'),
      sql<boolean>`EXISTS (SELECT 1 FROM posts p WHERE p.author_id = u.id)`.as('first_post'),
      sql<boolean>`EXISTS (SELECT 1 FROM group_members gm WHERE gm.user_id = u.id)`.as('join_group'),
      sql<boolean>`EXISTS (
        SELECT 1 FROM follows f JOIN users o ON o.id = f.followee_id
        WHERE f.follower_id = u.id AND o.account_type = 'organization')`.as('follow_organization'),
      sql<boolean>`(EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = u.id)
        OR EXISTS (SELECT 1 FROM notification_schedules ns WHERE ns.user_id = u.id AND ns.digest <> 'off'))`.as(
        'notifications',
      ),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** Hides the guide (keeping the first time it was hidden) or shows it again; idempotent. */
export async function setFirstStepsDismissed(
  db: Kysely<DB>,
  userId: string,
  dismissed: boolean,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ first_steps_dismissed_at: dismissed ? sql<Date>`COALESCE(first_steps_dismissed_at, ${now})` : null })
    .where('id', '=', userId)
    .execute();
}
