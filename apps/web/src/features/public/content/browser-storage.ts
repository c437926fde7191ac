import { StorageKeys } from '@ourhood/contract/constants';

/**
 * What the web app keeps in the browser. The key names come from the contract, so the privacy and
 * cookie pages cannot drift from what the code actually stores.
 */
export const browserStorage = [
  {
    key: StorageKeys.auth,
    contents: 'Your session token, whether you are signed in, and your account type (neighbour or organization).',
    lifetime: 'Until you sign out, or the session expires after 30 days.',
  },
  {
    key: StorageKeys.token,
    contents: 'Your session token, sent with each request so the server knows it is you.',
    lifetime: 'Until you sign out, or the session expires after 30 days.',
  },
  {
    key: StorageKeys.verificationEmail,
    contents: 'The e-mail address you are verifying, so the code screen knows where the code went.',
    lifetime: 'Only during sign-up; removed once your e-mail is verified.',
  },
  {
    key: StorageKeys.accountType,
    contents: 'Whether you are signing up as a neighbour or an organization.',
    lifetime: 'Only during sign-up; removed once your e-mail is verified.',
  },
  {
    key: StorageKeys.theme,
    contents: 'Whether you chose the light or the dark colour theme in Settings.',
    lifetime: 'Until you choose System again or clear your browser storage.',
  },
] as const;
