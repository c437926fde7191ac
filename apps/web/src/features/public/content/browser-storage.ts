import { msg } from '@lingui/core/macro';
import { StorageKeys } from '@ourhood/contract/constants';

/**
 * What the web app keeps in the browser. The key names come from the contract, so the privacy and
 * cookie pages cannot drift from what the code actually stores. The texts are message descriptors,
 * worded in the reader's language where they are shown.
 */
export const browserStorage = [
  {
    key: StorageKeys.auth,
    contents: msg`Your session token, whether you are signed in, and your account type (neighbour or organization).`,
    lifetime: msg`Until you sign out, or the session expires after 30 days.`,
  },
  {
    key: StorageKeys.token,
    contents: msg`Your session token, sent with each request so the server knows it is you.`,
    lifetime: msg`Until you sign out, or the session expires after 30 days.`,
  },
  {
    key: StorageKeys.verificationEmail,
    contents: msg`The e-mail address you are verifying, so the code screen knows where the code went.`,
    lifetime: msg`Only during sign-up; removed once your e-mail is verified.`,
  },
  {
    key: StorageKeys.accountType,
    contents: msg`Whether you are signing up as a neighbour or an organization.`,
    lifetime: msg`Only during sign-up; removed once your e-mail is verified.`,
  },
  {
    key: StorageKeys.theme,
    contents: msg`Whether you chose the light or the dark colour theme in Settings.`,
    lifetime: msg`Until you choose System again or clear your browser storage.`,
  },
  {
    key: StorageKeys.locale,
    contents: msg`The language you chose on this device.`,
    lifetime: msg`Until you choose another language or clear your browser storage.`,
  },
  {
    key: StorageKeys.sidebar,
    contents: msg`Whether you collapsed the dashboard's sidebar to its icons.`,
    lifetime: msg`Until you expand it again or clear your browser storage.`,
  },
] as const;
