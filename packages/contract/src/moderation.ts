import { z } from 'zod';
import { listEnvelope, pagingQuery, successEnvelope } from './envelope.js';
import { emailSchema } from './auth.js';
import { authorSchema } from './posts.js';
import { trustLevelSchema } from './trust.js';
import { reportReasons, reportTargetTypes } from './report-kinds.js';

export { reportReasons, reportTargetTypes };

/**
 * Reporting and moderation (issue 17, decision 0020). Routes (under /api/v1):
 * - POST /reports                 signed in: report an item → 201 the report; the same reporter
 *                                 reporting the same item while their report is open → 200 the
 *                                 open report (idempotent). Unknown items, own items, blocked and
 *                                 not-yet-existing kinds (event, review, message) → 404
 * - GET  /moderation/queue        moderators and admins (404 to others): items with open reports,
 *                                 open appeals or awaiting approval, grouped by item
 * - POST /moderation/actions      moderators and admins: dismiss | hide | restore | approve (a
 *                                 pending city-wide urgent alert) | suspend | ban (target user)
 * - POST /moderation/appeals      the author of hidden content or a suspended account's owner,
 *                                 once per action
 * - GET  /moderation/log          public (no sign-in): every action's date, action, rule and kind
 *                                 of content; never the reporter, the moderator or private content
 */
export const ModerationMessages = {
  reportCreated: 'Thank you. A moderator will look at your report.',
  reportExists: 'You already reported this. A moderator will look at it.',
  targetNotFound: 'Not found',
  queueLoaded: 'Moderation queue loaded',
  actionTaken: 'Moderation action recorded',
  logLoaded: 'Moderation log loaded',
  appealCreated: 'Your appeal was sent to the moderators',
  appealExists: 'You already appealed this decision',
  appealCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  actionNotFound: 'Decision not found',
  durationRequired: 'Choose a suspension of 1, 7 or 30 days',
  userActionOnly: 'Suspensions and bans apply to accounts (target_type user)',
  notHidden: 'This content is not hidden',
  nothingToApprove: 'Only a pending city-wide urgent alert can be approved',
  cannotModerateStaff: 'Moderators and admins cannot be suspended or banned here',
  noteTooLong: 'Note must be at most 1000 characters',
  suspended: 'Your account is suspended until',
  banned: 'This account has been banned for breaking the community guidelines',
} as const;

export const ModerationLimits = {
  noteMax: 1000,
  pageSize: 20,
  maxPageSize: 50,
  suspensionDays: [1, 7, 30] as const,
} as const;

export const reportTargetTypeSchema = z.enum(reportTargetTypes);
export type ReportTargetType = z.infer<typeof reportTargetTypeSchema>;

export const reportReasonSchema = z.enum(reportReasons);
export type ReportReason = z.infer<typeof reportReasonSchema>;

/** The guideline each reason stands for, as the public log names it. */
export const guidelineRules: Record<ReportReason, string> = {
  spam: 'No spam or repetitive promotion',
  harassment: 'Be respectful: no harassment or bullying',
  hate: 'No hate speech or discrimination',
  violence: 'No threats or incitement to violence',
  misinformation: 'Share accurate information',
  scam: 'No scams or fraud',
  privacy: "Respect others' privacy",
  other: 'Other community guidelines',
};

export const moderationActions = ['dismiss', 'hide', 'restore', 'approve', 'suspend', 'ban'] as const;
export const moderationActionSchema = z.enum(moderationActions);
export type ModerationAction = z.infer<typeof moderationActionSchema>;

const note = z.string().trim().max(ModerationLimits.noteMax, ModerationMessages.noteTooLong);
const targetId = z.string().min(1).max(100);

export const createReportBodySchema = z.object({
  target_type: reportTargetTypeSchema,
  target_id: targetId,
  reason: reportReasonSchema,
  note: note.optional(),
});
export type CreateReportBody = z.input<typeof createReportBodySchema>;

export const reportSchema = z.object({
  _id: z.string(),
  id: z.string(),
  target_type: reportTargetTypeSchema,
  target_id: z.string(),
  reason: reportReasonSchema,
  note: z.string(),
  status: z.enum(['open', 'resolved']),
  outcome: z.string().nullable(),
  created_at: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

export const moderationActionBodySchema = z
  .object({
    target_type: reportTargetTypeSchema,
    target_id: targetId,
    action: moderationActionSchema,
    /** The rule applied (the public log shows it). */
    reason: reportReasonSchema,
    duration_days: z.union([z.literal(1), z.literal(7), z.literal(30)]).optional(),
    note: note.optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.action === 'suspend' || body.action === 'ban') && body.target_type !== 'user') {
      ctx.addIssue({ code: 'custom', path: ['target_type'], message: ModerationMessages.userActionOnly });
    }
    if (body.action === 'suspend' && body.duration_days === undefined) {
      ctx.addIssue({ code: 'custom', path: ['duration_days'], message: ModerationMessages.durationRequired });
    }
  });
export type ModerationActionBody = z.input<typeof moderationActionBodySchema>;

export const moderationActionRecordSchema = z.object({
  _id: z.string(),
  id: z.string(),
  target_type: reportTargetTypeSchema,
  target_id: z.string(),
  action: moderationActionSchema,
  reason: reportReasonSchema,
  rule: z.string(),
  duration_days: z.number().int().nullable(),
  ends_at: z.string().nullable(),
  created_at: z.string(),
});
export type ModerationActionRecord = z.infer<typeof moderationActionRecordSchema>;

export const createAppealBodySchema = z.object({
  /** The decision appealed; or, without it, the newest hide of this item / the caller's suspension. */
  action_id: z.string().min(1).max(100).optional(),
  target_type: reportTargetTypeSchema.optional(),
  target_id: targetId.optional(),
  note: note.min(1, 'Tell the moderators why'),
});
export type CreateAppealBody = z.input<typeof createAppealBodySchema>;

/**
 * POST /moderation/appeals/account (no bearer: a suspended or banned account cannot sign in):
 * the account's e-mail and password prove who appeals its newest suspension or ban, once.
 */
export const accountAppealBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(200),
  note: note.min(1, 'Tell the moderators why'),
});
export type AccountAppealBody = z.input<typeof accountAppealBodySchema>;

export const appealSchema = z.object({
  _id: z.string(),
  id: z.string(),
  action_id: z.string(),
  note: z.string(),
  status: z.enum(['open', 'granted', 'denied']),
  created_at: z.string(),
});
export type Appeal = z.infer<typeof appealSchema>;

export const moderationQueueQuerySchema = pagingQuery(ModerationLimits.pageSize, ModerationLimits.maxPageSize).extend({
  sort: z.enum(['most_reported', 'newest']).default('most_reported'),
});

export const moderationLogQuerySchema = pagingQuery(ModerationLimits.pageSize, ModerationLimits.maxPageSize);

/** One item of the queue: the content in context, its reports, the author's history. */
export const moderationQueueItemSchema = z.object({
  target_type: reportTargetTypeSchema,
  target_id: z.string(),
  /** Distinct reporters with an open report. */
  report_count: z.number().int(),
  /**
   * The open reports' weight together (issue 39): each report counts by its reporter's trust level
   * and past accuracy, damped when reporters are linked; the item hides before review at the
   * threshold (never a profile, an organization page or a group).
   */
  score: z.number(),
  last_activity_at: z.string(),
  reasons: z.array(z.object({ reason: reportReasonSchema, count: z.number().int() })),
  reports: z.array(
    z.object({
      reason: reportReasonSchema,
      note: z.string(),
      created_at: z.string(),
      /** What this report counts for. */
      weight: z.number(),
      /** Made from the same address as, or by an account created close to, another reporter's. */
      linked: z.boolean(),
    }),
  ),
  content: z.object({
    /** The text as written (a post's content, an alert's title and details, a profile's name and bio). */
    text: z.string(),
    /** Where it sits: the post a comment is on, the group of a group post, an alert's area. */
    context: z.string(),
    url: z.string().nullable(),
    hidden: z.boolean(),
    created_at: z.string().nullable(),
  }),
  author: authorSchema.nullable(),
  /** The author's trust level, for staff only (never public). */
  author_trust_level: trustLevelSchema.nullable(),
  author_history: z.object({
    actions: z.number().int(),
    reports_against: z.number().int(),
    suspended_until: z.string().nullable(),
    banned: z.boolean(),
  }),
  appeals: z.array(
    z.object({
      id: z.string(),
      action_id: z.string(),
      action: moderationActionSchema,
      note: z.string(),
      created_at: z.string(),
    }),
  ),
  awaiting_approval: z.boolean(),
});
export type ModerationQueueItem = z.infer<typeof moderationQueueItemSchema>;

/** A public log entry: never the reporter, the moderator or the content itself. */
/**
 * What the public log says happened (issue 39): an automatic hide is "hidden pending review" until a
 * moderator's outcome, which is its own entry ("hidden", "kept", "restored"…).
 */
export const moderationOutcomeLabels: Record<z.infer<typeof moderationActionSchema>, string> = {
  dismiss: 'kept',
  hide: 'hidden',
  restore: 'restored',
  approve: 'approved',
  suspend: 'suspended',
  ban: 'banned',
};
export const AUTOMATIC_HIDE_LABEL = 'hidden pending review';

export const moderationLogEntrySchema = z.object({
  _id: z.string(),
  id: z.string(),
  action: moderationActionSchema,
  /** Hidden by reports' score, not by a moderator (yet). */
  automatic: z.boolean(),
  /** The entry in words: "hidden pending review" for an automatic hide, else the moderator's outcome. */
  label: z.string(),
  rule: z.string(),
  content_kind: reportTargetTypeSchema,
  duration_days: z.number().int().nullable(),
  created_at: z.string(),
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;

export const reportResponseSchema = successEnvelope(reportSchema);
export const moderationQueueResponseSchema = listEnvelope(moderationQueueItemSchema);
export const moderationActionResponseSchema = successEnvelope(moderationActionRecordSchema);
export const appealResponseSchema = successEnvelope(appealSchema);
export const moderationLogResponseSchema = listEnvelope(moderationLogEntrySchema);

/** Admins: moderators and sanctioned accounts (`GET /admin/moderation/accounts`). */
export const moderationAccountSchema = z.object({
  user: authorSchema,
  email: z.string(),
  role: z.enum(['member', 'moderator', 'admin']),
  suspended_until: z.string().nullable(),
  banned_at: z.string().nullable(),
});
export type ModerationAccount = z.infer<typeof moderationAccountSchema>;
export const moderationAccountsSchema = z.object({
  moderators: z.array(moderationAccountSchema),
  sanctioned: z.array(moderationAccountSchema),
});
export const moderationAccountsResponseSchema = successEnvelope(moderationAccountsSchema);

/** Admins: give or take the moderator role (`POST /admin/moderators`); an admin stays an admin. */
export const setModeratorBodySchema = z.object({
  email: z.string().trim().toLowerCase().max(254),
  moderator: z.boolean(),
});
export type SetModeratorBody = z.input<typeof setModeratorBodySchema>;
export const setModeratorResponseSchema = successEnvelope(
  z.object({ email: z.string(), role: z.enum(['member', 'moderator', 'admin']) }),
);
