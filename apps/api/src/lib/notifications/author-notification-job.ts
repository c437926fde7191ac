import { sql, type Kysely, type RawBuilder } from 'kysely';
import { z } from 'zod';
import { Limits, textPreview } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import type { JobRunner } from '../jobs/index.js';
import type { TrustSettings } from '../trust/index.js';
import {
  groupedRemoval,
  planNotificationReading,
  writePlanned,
  type CreatedNotifications,
} from './create-notifications.js';
import type { NotificationHub } from './notification-hub.js';

/**
 * The job that tells a post's or comment's author of a comment or a first reaction (decision 0087).
 * The write queues it in its own statement, so the write answers after one round trip or a few,
 * not after the notification's three or four (recipient plan, filters, rows, live news); the job
 * worker, poked after the commit, creates the notification a few milliseconds later.
 */
export const AUTHOR_NOTIFICATION_JOB = 'author_notification';

/** The kinds told this way; the reactions are grouped (one unread line per post for its author). */
const authorNotificationKinds = ['comment_on_post', 'reaction', 'comment_reaction'] as const;
export type AuthorNotificationKind = (typeof authorNotificationKinds)[number];
const groupedKinds: ReadonlySet<AuthorNotificationKind> = new Set(['reaction', 'comment_reaction']);

const payloadSchema = z.object({
  kind: z.enum(authorNotificationKinds),
  recipientId: z.uuid(),
  actorId: z.uuid(),
  postId: z.uuid(),
  /** The comment reacted to (comment_reaction): its words are the title. */
  commentId: z.uuid().optional(),
  /** When the write happened (the notification's time), ISO text. */
  at: z.iso.datetime(),
});

/** What a write queues: who is told, of what, by whom, about which post. */
export type AuthorNotificationPayload = z.infer<typeof payloadSchema>;

/** What the notification is about, as it is when the job runs. */
interface Subject {
  /** The opening words of what was commented on or reacted to: the comment for its reaction, else the post. */
  opening: string;
  /** How many people have reacted to it, its author aside (what a grouped reaction line speaks for). */
  reacted: number;
}

/**
 * What was commented on or reacted to, when it and both people still exist: a post, comment or
 * account deleted between the write and the job tells nobody (null). The reactions are counted now,
 * not at the write: jobs of a hundred reactions at once run in any order, and the line left unread
 * must speak for all of them. One value, read by the notification's plan statement.
 */
function subjectReading(job: AuthorNotificationPayload): RawBuilder<Subject | null> {
  const item = job.commentId
    ? sql`(SELECT id, content, reaction_counts FROM comments WHERE id = ${job.commentId}::uuid AND post_id = ${job.postId}::uuid)`
    : sql`(SELECT id, content, reaction_counts FROM posts WHERE id = ${job.postId}::uuid)`;
  const authorsOwn = job.commentId
    ? sql`SELECT 1 FROM comment_reactions WHERE comment_id = item.id AND user_id = ${job.recipientId}::uuid`
    : sql`SELECT 1 FROM post_reactions WHERE post_id = item.id AND user_id = ${job.recipientId}::uuid`;
  return sql<Subject | null>`(
    SELECT json_build_object('opening', left(item.content, ${Limits.activityTitleLength + 1}),
      'reacted', ((SELECT coalesce(sum(value::int), 0) FROM jsonb_each_text(item.reaction_counts))
        - (SELECT count(*) FROM (${authorsOwn}) own))::int)
    FROM ${item} item
    WHERE EXISTS (SELECT 1 FROM users WHERE id = ${job.actorId}::uuid)
      AND EXISTS (SELECT 1 FROM users WHERE id = ${job.recipientId}::uuid))`;
}

/**
 * Runs the author notifications: the same rules as in the write's transaction before (blocks,
 * mutes, preferences, the filtered box for new accounts), asked when the job runs, so a block made
 * meanwhile is honoured; announced after its commit. Two statements: the plan with the subject, and
 * the job's deletion with the notification's rows (and the unread line a reaction replaces) as one,
 * so a notification is written exactly when its job ends, without BEGIN and COMMIT. Folded e-mails
 * (queued in steps) take a transaction instead.
 */
export function registerAuthorNotifications(
  jobs: JobRunner,
  deps: {
    db: Kysely<DB>;
    trust: TrustSettings;
    notifications: Pick<NotificationHub, 'announce' | 'newsAlong' | 'announcedAlong'>;
  },
): void {
  jobs.register(
    AUTHOR_NOTIFICATION_JOB,
    async (payload, queued) => {
      const job = payloadSchema.parse(payload);
      if (job.recipientId === job.actorId) return;
      const grouped = groupedKinds.has(job.kind);
      const draft = {
        recipientId: job.recipientId,
        kind: job.kind,
        actorId: job.actorId,
        at: new Date(job.at),
        filterWith: deps.trust,
      };
      const plan = await planNotificationReading(deps.db, draft, subjectReading(job), (subject) => ({
        subject: { type: 'post', id: job.postId, title: textPreview(subject.opening, Limits.activityTitleLength) },
        ...(grouped ? { actorCount: Math.max(1, subject.reacted) } : {}),
      }));
      // Nobody to tell: the subject or a person is gone, or a block or mute stands between them.
      if (!plan) return;
      const { planned, notification } = plan;
      const alongside = grouped ? [groupedRemoval(notification)] : [];
      let created: CreatedNotifications;
      if (planned.folds.length === 0) {
        // The live news rides in the same statement where the bus is the database's.
        const news = deps.notifications.newsAlong(planned.created);
        await queued.completeWith(deps.db, [...alongside, ...planned.statements], news);
        if (news) {
          deps.notifications.announcedAlong(planned.created);
          return;
        }
        created = planned.created;
      } else {
        created = await deps.db.transaction().execute(async (trx) => {
          await queued.completeIn(trx);
          return writePlanned(trx, planned, alongside);
        });
      }
      await deps.notifications.announce(created);
      // Quiet: what it queues (e-mail and push jobs) is poked by announce() and announcedAlong().
    },
    { quiet: true },
  );
}
