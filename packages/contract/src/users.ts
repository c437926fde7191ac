import { z } from 'zod';
import { successEnvelope } from './envelope.js';
// Location is always an object (docs/api.md, Compatibility shapes): spec-built clients read
// `location.suburb` unchecked.
import { locationSchema } from './location.js';

/** The signed-in user's own view (GET /users/profile/me). */
export const userSelfSchema = z.object({
  _id: z.string(),
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  bio: z.string(),
  account_type: z.enum(['user', 'organization']),
  role: z.enum(['member', 'moderator', 'admin']),
  email_verified: z.boolean(),
  location: locationSchema,
  profile_picture: z.object({ url: z.string() }).nullable(),
  referral: z.object({ referral_code: z.string() }).nullable(),
  /** Business name of an organization account; null for neighbours. */
  organization_name: z.string().nullable(),
  /** The saved language (a contract locale); null follows the browser. Only the person sees it. */
  locale: z.string().nullable(),
  created_at: z.string(),
});
export type UserSelf = z.infer<typeof userSelfSchema>;

export const profileMeResponseSchema = successEnvelope(userSelfSchema);
