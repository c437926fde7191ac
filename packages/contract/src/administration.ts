import { z } from 'zod';
import { EMAIL_PATTERN } from './auth.js';
import { listEnvelope, successEnvelope } from './envelope.js';
import { localeSchema } from './locale-schema.js';
import { singleLine } from './text.js';
import { dailySeriesSchema } from './time-series.js';

/**
 * Administration in the browser (issue 43, decision 0080): the instance's public settings and
 * sign-up policy, the overview's series, accounts, the audit log, e-mail, jobs and storage.
 */
export const registrationModes = ['open', 'invite', 'approval', 'closed'] as const;
export type RegistrationMode = (typeof registrationModes)[number];

export const AdminMessages = {
  instanceLoaded: 'Instance loaded',
  instanceUpdated: 'Instance settings saved',
  logoSaved: 'Logo saved',
  logoRemoved: 'Logo removed',
  logoRequired: 'Choose an image for the logo',
  statsLoaded: 'Statistics loaded',
  accountsLoaded: 'Accounts loaded',
  accountLoaded: 'Account loaded',
  accountNotFound: 'Account not found',
  roleUpdated: 'Role updated',
  signedOutEverywhere: 'Signed out everywhere',
  accountDeleted: 'Account deleted',
  accountApproved: 'Account approved',
  accountRejected: 'Sign-up declined and removed',
  notAwaitingApproval: 'This account is not waiting for approval',
  auditLogLoaded: 'Audit log loaded',
  testMailSent: 'Test e-mail sent',
  testMailFailed: 'The test e-mail could not be sent. See the latest failures.',
  mailFailuresLoaded: 'E-mail failures loaded',
  jobsLoaded: 'Jobs loaded',
  jobRetried: 'Job queued again',
  jobNotFound: 'Job not found',
  storageLoaded: 'Storage loaded',
  ownAccount: 'You cannot do this to your own account',
  lastAdmin: 'The instance needs at least one admin',
  nameTooLong: 'Name must be at most 100 characters',
  descriptionTooLong: 'Description must be at most 2000 characters',
  rulesTooLong: 'Rules must be at most 5000 characters',
  areaTooLong: 'Area must be at most 200 characters',
  contactEmailInvalid: 'Enter a valid e-mail address or leave it empty',
  reasonTooLong: 'Reason must be at most 500 characters',
} as const;

/** Sign-up refusals (403): the message says what to do. */
export const RegistrationMessages = {
  closed: 'Sign-ups are closed on this instance.',
  inviteRequired: 'Sign-ups on this instance need an invitation: enter a referral code from a neighbour.',
  awaitingApproval: 'Your account is waiting for a moderator to approve it. We will e-mail you when you can sign in.',
} as const;

/** Error codes of sign-up refusals and of an account waiting for approval. */
export const REGISTRATION_CLOSED = 'REGISTRATION_CLOSED';
export const INVITE_REQUIRED = 'INVITE_REQUIRED';
export const ACCOUNT_AWAITING_APPROVAL = 'ACCOUNT_AWAITING_APPROVAL';

export const InstanceLimits = {
  nameMaxLength: 100,
  descriptionMaxLength: 2000,
  rulesMaxLength: 5000,
  areaMaxLength: 200,
} as const;

/** `GET /instance` (public): what a visitor sees before signing up. Empty texts are not set. */
export const instanceSchema = z.object({
  name: z.string(),
  description: z.string(),
  rules: z.string(),
  contact_email: z.string(),
  /** A supported locale, or '' (the server's DEFAULT_LOCALE applies). */
  default_locale: z.string(),
  default_area: z.string(),
  logo_url: z.string().nullable(),
  registration_mode: z.enum(registrationModes),
});
export type Instance = z.infer<typeof instanceSchema>;
export const instanceResponseSchema = successEnvelope(instanceSchema);

const contactEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, AdminMessages.contactEmailInvalid)
  .refine((value) => value === '' || EMAIL_PATTERN.test(value), AdminMessages.contactEmailInvalid);

/** `PATCH /admin/instance`: any subset; the web's settings form uses the same schema. */
export const updateInstanceBodySchema = z.object({
  name: singleLine(z.string().trim().max(InstanceLimits.nameMaxLength, AdminMessages.nameTooLong)).optional(),
  description: z.string().trim().max(InstanceLimits.descriptionMaxLength, AdminMessages.descriptionTooLong).optional(),
  rules: z.string().trim().max(InstanceLimits.rulesMaxLength, AdminMessages.rulesTooLong).optional(),
  contact_email: contactEmail.optional(),
  default_locale: z.union([localeSchema, z.literal('')]).optional(),
  default_area: singleLine(z.string().trim().max(InstanceLimits.areaMaxLength, AdminMessages.areaTooLong)).optional(),
  registration_mode: z.enum(registrationModes).optional(),
});
export type UpdateInstanceBody = z.input<typeof updateInstanceBodySchema>;

/** POST /admin/instance/logo's form: one image, sent in the multipart file field `logo`. */
export const logoFormSchema = z.object({
  logo: z.array(z.custom<File>()).min(1, AdminMessages.logoRequired).max(1),
});

/** `GET /admin/stats?days=`: the overview's series (see time-series.ts). */
export const adminStatsSeries = [
  'sign_ups',
  'active_neighbours',
  'posts',
  'reports',
  'reports_hidden',
  'reports_dismissed',
  'suspensions',
  'mail_sent',
  'mail_failed',
] as const;
export type AdminStatsSeriesName = (typeof adminStatsSeries)[number];
export const adminStatsResponseSchema = successEnvelope(
  z.object({ days: z.number().int(), series: dailySeriesSchema }),
);

export const staffRoles = ['member', 'moderator', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];
export const accountStatuses = ['active', 'unverified', 'awaiting_approval', 'suspended', 'banned'] as const;
export type AccountStatus = (typeof accountStatuses)[number];
/** The accounts list's filter: everyone, or one kind. */
export const accountFilters = ['all', 'staff', 'awaiting_approval', 'suspended', 'banned', 'organizations'] as const;
export type AccountFilter = (typeof accountFilters)[number];

export const adminAccountsQuerySchema = z.object({
  q: singleLine(z.string().trim().max(254)).default(''),
  filter: z.enum(accountFilters).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(20)
    .transform((value) => Math.min(value, 50)),
});
export type AdminAccountsQuery = z.input<typeof adminAccountsQuerySchema>;

export const adminAccountSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  account_type: z.enum(['user', 'organization']),
  business_name: z.string().nullable(),
  role: z.enum(staffRoles),
  status: z.enum(accountStatuses),
  suspended_until: z.string().nullable(),
  created_at: z.string(),
  area: z.string(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;
export const adminAccountsResponseSchema = listEnvelope(adminAccountSchema);

const adminSessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});
const adminReportSchema = z.object({
  id: z.string(),
  target_type: z.string(),
  reason: z.string(),
  status: z.string(),
  outcome: z.string().nullable(),
  created_at: z.string(),
});
/** One audit entry: a moderation action or another staff action. */
export const auditEntrySchema = z.object({
  id: z.string(),
  source: z.enum(['moderation', 'staff']),
  /** The staff member, or null for the command line or an automatic action. */
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  target_label: z.string(),
  reason: z.string(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const adminAccountDetailSchema = adminAccountSchema.extend({
  bio: z.string(),
  email_verified_at: z.string().nullable(),
  trust_level: z.number().int().nullable(),
  posts: z.number().int(),
  comments: z.number().int(),
  sessions: z.array(adminSessionSchema),
  reports_by: z.array(adminReportSchema),
  reports_against: z.array(adminReportSchema),
  actions: z.array(auditEntrySchema),
});
export type AdminAccountDetail = z.infer<typeof adminAccountDetailSchema>;
export const adminAccountDetailResponseSchema = successEnvelope(adminAccountDetailSchema);

export const adminAccountParamsSchema = z.object({ id: z.string().max(64) });
const reason = z.string().trim().max(500, AdminMessages.reasonTooLong).default('');
export const setRoleBodySchema = z.object({ role: z.enum(staffRoles), reason });
export type SetRoleBody = z.input<typeof setRoleBodySchema>;
export const staffReasonBodySchema = z.object({ reason });
export type StaffReasonBody = z.input<typeof staffReasonBodySchema>;
export const adminAccountResponseSchema = successEnvelope(adminAccountSchema);
export const staffDoneResponseSchema = successEnvelope(z.object({ id: z.string() }));

export const auditLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(30)
    .transform((value) => Math.min(value, 100)),
});
export const auditLogResponseSchema = listEnvelope(auditEntrySchema);

export const mailFailureSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  recipient_domain: z.string(),
  subject: z.string(),
  error: z.string(),
});
export const mailFailuresResponseSchema = successEnvelope(
  z.object({ transport: z.enum(['smtp', 'outbox']), failures: z.array(mailFailureSchema) }),
);
export const testMailResponseSchema = successEnvelope(z.object({ to: z.string() }));

export const jobStates = ['queued', 'failed'] as const;
export const adminJobsQuerySchema = z.object({ state: z.enum(jobStates).default('failed') });
export const adminJobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  attempts: z.number().int(),
  run_at: z.string(),
  created_at: z.string(),
  failed_at: z.string().nullable(),
  last_error: z.string().nullable(),
});
export const adminJobsResponseSchema = successEnvelope(
  z.object({ queued: z.number().int(), failed: z.number().int(), jobs: z.array(adminJobSchema) }),
);
export const adminJobParamsSchema = z.object({ id: z.string().max(64) });
export const adminJobResponseSchema = successEnvelope(adminJobSchema);

export const storageStatsResponseSchema = successEnvelope(
  z.object({
    driver: z.enum(['local', 's3']),
    files: z.number().int(),
    bytes: z.number().int(),
    /** By variant, from the key's suffix: `thumb`nails, `webp` display images, originals (`jpg`…), `zip` archives. */
    by_kind: z.array(z.object({ kind: z.string(), files: z.number().int(), bytes: z.number().int() })),
    measured_at: z.string(),
  }),
);
