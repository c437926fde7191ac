import type { MailMessage } from './mailer.js';

export interface MailContext {
  productName: string;
  publicUrl: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Text and a simple HTML version of the same paragraphs. */
function compose(to: string, subject: string, paragraphs: string[], context: MailContext, code?: string): MailMessage {
  const footer = `— ${context.productName} (${context.publicUrl})`;
  const text = [...paragraphs, '', footer].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; color: #1c1917">',
    ...paragraphs.map((line) =>
      code && line.includes(code)
        ? `<p style="font-size: 28px; font-weight: bold; letter-spacing: 6px">${escapeHtml(code)}</p>`
        : `<p>${escapeHtml(line)}</p>`,
    ),
    `<p style="color: #78716c">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
}

export function verificationCodeMail(to: string, code: string, context: MailContext): MailMessage {
  return compose(
    to,
    `Your ${context.productName} verification code: ${code}`,
    [
      `Welcome to ${context.productName}! Enter this code to verify your email address:`,
      code,
      'The code is valid for 10 minutes. If you did not sign up, you can ignore this email.',
    ],
    context,
    code,
  );
}

export function resetCodeMail(to: string, code: string, context: MailContext): MailMessage {
  return compose(
    to,
    `Your ${context.productName} password reset code: ${code}`,
    [
      'Someone asked to reset the password of your account. Enter this code to choose a new password:',
      code,
      'The code is valid for 10 minutes. If it was not you, ignore this email: your password stays the same.',
    ],
    context,
    code,
  );
}

/**
 * The notice after a password change: a reset signs out every device, a change from settings every
 * device but the one it was made on (`signedOut: 'others'`).
 */
export function passwordChangedMail(
  to: string,
  context: MailContext,
  signedOut: 'all' | 'others' = 'all',
): MailMessage {
  const devices = signedOut === 'all' ? 'every device' : 'every other device';
  return compose(
    to,
    `Your ${context.productName} password was changed`,
    [
      `The password of your account was just changed, and ${devices} that was signed in has been signed out.`,
      'If this was not you, reset your password at once with "Forgot password" on the login page.',
    ],
    context,
  );
}

/** A one-click unsubscribe link (RFC 8058): the page people click, and the URL mail clients POST to. */
export interface UnsubscribeLink {
  /** The web page that says what stops and asks to confirm. */
  pageUrl: string;
  /** The API URL a mail client POSTs `List-Unsubscribe=One-Click` to. */
  postUrl: string;
}

/** The RFC 8058 headers of a message that can be unsubscribed from in one click. */
export function unsubscribeHeaders(link: UnsubscribeLink): Record<string, string> {
  return { 'List-Unsubscribe': `<${link.postUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** A notification by e-mail: its sentence, a link to it, and where to change what is e-mailed. */
export function notificationMail(
  to: string,
  sentence: string,
  link: string,
  context: MailContext,
  unsubscribe?: UnsubscribeLink,
): MailMessage {
  const message = compose(
    to,
    sentence,
    [
      `${sentence}.`,
      `See it on ${context.productName}: ${link}`,
      'You get this e-mail because of your notification settings. Change what we e-mail you in Settings → Notifications.',
      ...(unsubscribe ? [`Stop e-mails like this one: ${unsubscribe.pageUrl}`] : []),
    ],
    context,
  );
  return unsubscribe ? { ...message, headers: unsubscribeHeaders(unsubscribe) } : message;
}

/** One part of a digest: a heading and its lines, each with where it leads. */
export interface DigestSection {
  heading: string;
  items: { text: string; link: string }[];
}

/** The e-mail digest of an area (issue 18): its sections, and a one-click way out. */
export function digestMail(
  to: string,
  subject: string,
  intro: string,
  sections: readonly DigestSection[],
  context: MailContext,
  unsubscribe: UnsubscribeLink,
): MailMessage {
  const paragraphs = [
    intro,
    ...sections.flatMap((section) => [
      section.heading,
      ...section.items.map((item) => `• ${item.text} — ${item.link}`),
    ]),
    `Change how often this comes in Settings → Notifications, or stop it: ${unsubscribe.pageUrl}`,
  ];
  return { ...compose(to, subject, paragraphs, context), headers: unsubscribeHeaders(unsubscribe) };
}
