/**
 * The words of the server's e-mails (templates.ts), translated in packages/contract/locales/ by
 * `npm run i18n:extract-contract` (exported through lib/i18n/all-messages.ts). ICU messages:
 * `{product}` is PRODUCT_NAME, `{code}` a one-time code, `{link}`/`{url}` an address.
 */
export const MailMessages = {
  verificationSubject: 'Your {product} verification code: {code}',
  verificationIntro: 'Welcome to {product}! Enter this code to verify your email address:',
  verificationValidity: 'The code is valid for 10 minutes. If you did not sign up, you can ignore this email.',
  resetSubject: 'Your {product} password reset code: {code}',
  resetIntro: 'Someone asked to reset the password of your account. Enter this code to choose a new password:',
  resetValidity:
    'The code is valid for 10 minutes. If it was not you, ignore this email: your password stays the same.',
  passwordChangedSubject: 'Your {product} password was changed',
  passwordChangedAll:
    'The password of your account was just changed, and every device that was signed in has been signed out.',
  passwordChangedOthers:
    'The password of your account was just changed, and every other device that was signed in has been signed out.',
  passwordChangedWarning: 'If this was not you, reset your password at once with "Forgot password" on the login page.',
  notificationLink: 'See it on {product}: {link}',
  notificationWhy:
    'You get this e-mail because of your notification settings. Change what we e-mail you in Settings → Notifications.',
  notificationStop: 'Stop e-mails like this one: {url}',
  digestStop: 'Change how often this comes in Settings → Notifications, or stop it: {url}',
  dataExportSubject: 'Your {product} data is ready to download',
  dataExportIntro: 'The archive of your data that you asked for is ready. Download it here:',
  dataExportValidity:
    'The link works until {date}. After that the archive is deleted; you can ask for a new one in Settings.',
  dataExportWarning: 'Anyone with this link can download your data: do not share it.',
  approvedSubject: 'Your {product} account is approved',
  approvedIntro: 'A moderator has approved your account. You can sign in now: {link}',
  testSubject: '{product}: a test e-mail',
  testIntro: 'This is a test e-mail sent from the administration of {product}. If you can read it, e-mail works.',
} as const;
