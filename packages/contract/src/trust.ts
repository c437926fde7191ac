import { z } from 'zod';
import { successEnvelope } from './envelope.js';

/**
 * Trust levels (issue 39), after Discourse's: an account earns trust with time, a confirmed e-mail
 * and activity others received well, and loses it with moderators' outcomes; moderators and admins
 * can set it. Level 0 is limited in what reaches people who do not follow it, and its reports weigh
 * little. A level is never shown to anyone but its account and staff.
 */
export const TrustLevel = { new: 0, basic: 1, member: 2, regular: 3 } as const;
export type TrustLevel = (typeof TrustLevel)[keyof typeof TrustLevel];
export const trustLevelSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

export const TrustLevelNames: Record<TrustLevel, string> = {
  0: 'New',
  1: 'Basic',
  2: 'Member',
  3: 'Regular',
};

export const TrustMessages = {
  trustLoaded: 'Trust level loaded',
  trustLevelSet: 'Trust level updated',
  messageRequestsLimited:
    'New accounts can start a few conversations a day with people who do not follow them. Try again later.',
  interestsLimited: 'New accounts can say "I\'m interested" a few times a day. Try again later.',
  tooManyMentions: 'New accounts can mention a few people per post',
  tooManyLinks: 'New accounts can share a link or two per post',
  userNotFound: 'User not found',
} as const;

/** What a level lets through to people who do not follow the account; null: no limit of its own. */
export const trustAllowancesSchema = z.object({
  message_requests_per_day: z.number().int().nullable(),
  interests_per_day: z.number().int().nullable(),
  mentions_per_post: z.number().int().nullable(),
  links_per_post: z.number().int().nullable(),
  /** How much one report counts towards hiding an item before review (1 = a trusted neighbour). */
  report_weight: z.number(),
});
export type TrustAllowances = z.infer<typeof trustAllowancesSchema>;

export const trustRequirementSchema = z.object({
  key: z.string(),
  label: z.string(),
  met: z.boolean(),
  /** Where the account stands, e.g. "3 of 14 days". */
  progress: z.string(),
});

/** GET /users/me/trust: the caller's own level, what it allows, and how to reach the next one. */
export const myTrustSchema = z.object({
  level: trustLevelSchema,
  name: z.string(),
  /** A moderator set this level: it no longer changes by itself. */
  set_by_moderator: z.boolean(),
  allows: trustAllowancesSchema,
  next: z
    .object({
      level: trustLevelSchema,
      name: z.string(),
      requirements: z.array(trustRequirementSchema),
      /** The next level is given by moderators, not earned. */
      granted_by_moderators: z.boolean(),
    })
    .nullable(),
});
export type MyTrust = z.infer<typeof myTrustSchema>;
export const myTrustResponseSchema = successEnvelope(myTrustSchema);

/** PATCH /moderation/users/:id/trust-level: a level to keep, or null to let it be earned again. */
export const setTrustLevelBodySchema = z.object({ level: trustLevelSchema.nullable() });
export type SetTrustLevelBody = z.infer<typeof setTrustLevelBodySchema>;
export const trustLevelStateSchema = z.object({
  user_id: z.string(),
  level: trustLevelSchema,
  set_by_moderator: z.boolean(),
});
export const setTrustLevelResponseSchema = successEnvelope(trustLevelStateSchema);
