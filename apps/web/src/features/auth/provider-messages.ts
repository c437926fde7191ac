import { t } from '@lingui/core/macro';

/**
 * What the sign-in page says when the provider sent the browser back with
 * `?oidc_error=<reason>` (the contract's oidcFailureReasons), in the reader's language.
 */
export function providerFailureMessage(reason: string, name: string): string {
  switch (reason) {
    case 'denied':
      return t`Sign-in with ${name} was cancelled. You can try again or log in with your password.`;
    case 'expired':
      return t`That sign-in with ${name} took too long or was already used. Please try again.`;
    case 'unavailable':
      return t`${name} cannot be reached right now. Please try again later or log in with your password.`;
    case 'suspended':
      return t`This account is suspended. Log in with your password to see until when, or to appeal.`;
    case 'banned':
      return t`This account has been banned. Log in with your password to appeal.`;
    case 'email':
      return t`${name} did not confirm an e-mail address for you, so we cannot create your account. Sign up with your e-mail instead.`;
    case 'registration_closed':
      return t`New accounts on this community need an invitation, so ${name} cannot create one. Sign up with a referral code from a neighbour.`;
    case 'awaiting_approval':
      return t`Your account is waiting for a moderator to approve it. We will e-mail you when you can sign in.`;
    default:
      return t`Sign-in with ${name} did not work. Please try again.`;
  }
}

/** `?oidc=link`: the account exists, and waits for one password sign-in before it is linked. */
export const providerLinkMessage = (name: string) =>
  t`You already have an account with this e-mail. Log in with your password once to connect ${name} to it; after that, “Continue with ${name}” signs you in.`;
