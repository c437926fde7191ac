import { z } from 'zod';
import { successEnvelope } from './envelope.js';

/** API texts of sign-in through the community's OpenID Connect provider (issue 42, decision 0074). */
export const OidcMessages = {
  providers: 'Sign-in providers',
  notConfigured: 'Sign-in with an identity provider is not set up on this server.',
  ticketInvalid: 'This sign-in has expired or was already used. Please sign in again.',
} as const;

/**
 * Why a sign-in at the provider came back to the sign-in page (`/login?oidc_error=<reason>`): the
 * web says it in the reader's language. `link` is no failure: the account exists and waits for one
 * password sign-in before the provider's identity is linked (`/login?oidc=link`). `email`: the
 * provider shared no e-mail address it verified, which a new account needs.
 */
export const oidcFailureReasons = [
  'denied',
  'expired',
  'invalid',
  'unavailable',
  'suspended',
  'banned',
  'email',
  // The instance's sign-up policy (issue 43) refuses new accounts without an invitation, or waits.
  'registration_closed',
  'awaiting_approval',
] as const;
export type OidcFailureReason = (typeof oidcFailureReasons)[number];

export const authProviderSchema = z.object({
  /** Stable id of the provider kind; one OpenID Connect provider per server for now. */
  id: z.literal('oidc'),
  /** The button's label: "Continue with {name}". */
  name: z.string(),
});
export type AuthProvider = z.infer<typeof authProviderSchema>;

export const authProvidersResponseSchema = successEnvelope(z.array(authProviderSchema));

const callbackValue = z.string().max(4096).optional();

/**
 * What the provider sends back (RFC 6749 §4.1.2, RFC 9207 `iss`). Every field is optional: a
 * missing one is a failed sign-in, answered with the sign-in page, not a 400 page.
 */
export const oidcCallbackQuerySchema = z.object({
  code: callbackValue,
  state: callbackValue,
  iss: callbackValue,
  error: callbackValue,
  error_description: callbackValue,
  session_state: callbackValue,
});
