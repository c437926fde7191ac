import { z } from 'zod';
import { listEnvelope, successEnvelope } from './envelope.js';
import { emailSchema } from './auth.js';

/** A referral code as admins see it. */
export const referralCodeSchema = z.object({
  _id: z.string(),
  id: z.string(),
  code: z.string(),
  owner: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
  referred_count: z.number().int(),
});
export type ReferralCode = z.infer<typeof referralCodeSchema>;

export const issueReferralCodeBodySchema = z.object({ email: emailSchema });
export const promoteAdminBodySchema = z.object({ email: emailSchema });
export const referralCodeParamsSchema = z.object({ code: z.string().trim().min(1).max(32) });
export const referralCodeResponseSchema = successEnvelope(referralCodeSchema);
export const referralCodeListSchema = listEnvelope(referralCodeSchema);
