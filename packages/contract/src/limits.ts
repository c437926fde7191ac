/** Product constants (product-spec.md §9) and server limits shared by both sides. */
export { PRODUCT_NAME, API_BASE_PATH } from './product.js';
export { reportReasons, reportTargetTypes } from './report-kinds.js';

export const Limits = {
  referralCodeLength: 7,
  nameMinLength: 2,
  passwordMinLength: 6,
  otpLength: 6,
  otpResendCooldownSeconds: 30,
  feedPageSize: 20,
  maxPageSize: 50,
  profileListLimit: 10,
  organizationDirectoryLimit: 10,
  discoverPlaceholders: 6,
  imagesPerPost: 4,
  postMaxLength: 5000,
  commentMaxLength: 2000,
  bioMaxLength: 500,
  activityTitleLength: 80,
} as const;

/** Redirect and message delays in milliseconds (product-spec.md §9). */
export const Delays = {
  afterSignupMs: 1500,
  afterLoginMs: 1500,
  afterResetMs: 1500,
  afterVerifyMs: 2000,
  afterOtpSentMs: 1500,
  afterLogoutMs: 100,
  copyToastMs: 1500,
} as const;

/** Browser storage keys (product-spec.md §3, §9). */
export const StorageKeys = {
  auth: 'auth-storage',
  token: 'ourhoodToken',
  verificationEmail: 'verificationEmail',
  accountType: 'accountType',
  /** Light or dark, chosen in Settings (absent: follow the system). Also read by apps/web/public/theme.js. */
  theme: 'ourhood-theme',
  /** The language chosen on this device (absent: the account's, else the browser's). */
  locale: 'ourhood-locale',
  /** Whether the dashboard's sidebar is collapsed to its icons on this device. */
  sidebar: 'ourhood-sidebar',
  /** The account whose "First steps" guide was hidden when last seen on this device (see the web's first-steps-memory). */
  firstStepsHidden: 'ourhood-first-steps-hidden',
} as const;

/**
 * Images a user may upload (post photos, avatar, logo, cover, rental and listing images): the file
 * pickers' `accept` and size check, and the server's default UPLOAD_MAX_BYTES. The server sniffs the
 * bytes and stays the judge (AVIF and HEIC only where its image library decodes them).
 */
export const ImageUpload = {
  accept: 'image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif',
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/heic', 'image/heif'],
  maxBytes: 10 * 1024 * 1024,
} as const;

/** The pickers' own messages (the size in the server's words, apps/api/src/lib/images/image-errors.ts). */
export const ImageMessages = {
  wrongType: 'Please choose an image file',
  tooLarge: `Each image must be ${ImageUpload.maxBytes / (1024 * 1024)} MB or smaller.`,
  hint: `JPEG, PNG, WebP or GIF, up to ${ImageUpload.maxBytes / (1024 * 1024)} MB.`,
} as const;
