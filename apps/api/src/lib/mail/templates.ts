import { SOURCE_LOCALE, type Locale } from '@ourhood/contract';
import { messageCatalogs, type Translate } from '../i18n/catalogs.js';
import { recipientLocale } from '../i18n/recipient-locale.js';
import { MailMessages } from './mail-messages.js';
import type { MailMessage } from './mailer.js';

export interface MailContext {
  productName: string;
  publicUrl: string;
  /** DEFAULT_LOCALE: the language of e-mails to accounts without a saved one (English when unset). */
  defaultLocale?: Locale;
}

/**
 * The mail context of an installation's settings; with the instance's defaults (issue 43), the
 * default language is the one admins chose in /admin/settings, read when each message is written.
 */
export function mailContextOf(
  config: { PRODUCT_NAME: string; PUBLIC_URL: string; DEFAULT_LOCALE: Locale },
  defaults?: { locale(): Locale },
): MailContext {
  return {
    productName: config.PRODUCT_NAME,
    publicUrl: config.PUBLIC_URL,
    get defaultLocale() {
      return defaults ? defaults.locale() : config.DEFAULT_LOCALE;
    },
  };
}

/**
 * An e-mail's words in its recipient's language (issue 41): their account's saved language
 * (`saved`, users.locale), else the instance's default.
 */
export function mailTranslator(context: MailContext, saved: string | null | undefined): Translate {
  return messageCatalogs().translator(recipientLocale(saved, context.defaultLocale ?? SOURCE_LOCALE));
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

/** `locale`: the account's saved language (users.locale), null when it has none. */
export function verificationCodeMail(
  to: string,
  code: string,
  context: MailContext,
  locale: string | null = null,
): MailMessage {
  const t = mailTranslator(context, locale);
  const product = context.productName;
  return compose(
    to,
    t(MailMessages.verificationSubject, { product, code }),
    [t(MailMessages.verificationIntro, { product }), code, t(MailMessages.verificationValidity)],
    context,
    code,
  );
}

export function resetCodeMail(
  to: string,
  code: string,
  context: MailContext,
  locale: string | null = null,
): MailMessage {
  const t = mailTranslator(context, locale);
  return compose(
    to,
    t(MailMessages.resetSubject, { product: context.productName, code }),
    [t(MailMessages.resetIntro), code, t(MailMessages.resetValidity)],
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
  locale: string | null = null,
): MailMessage {
  const t = mailTranslator(context, locale);
  return compose(
    to,
    t(MailMessages.passwordChangedSubject, { product: context.productName }),
    [
      t(signedOut === 'all' ? MailMessages.passwordChangedAll : MailMessages.passwordChangedOthers),
      t(MailMessages.passwordChangedWarning),
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

/**
 * A notification by e-mail: its sentence (already in the recipient's language), a link to it, and
 * where to change what is e-mailed; `locale` is the recipient's saved language.
 */
export function notificationMail(
  to: string,
  sentence: string,
  link: string,
  context: MailContext,
  unsubscribe?: UnsubscribeLink,
  locale: string | null = null,
): MailMessage {
  const t = mailTranslator(context, locale);
  const message = compose(
    to,
    sentence,
    [
      `${sentence}.`,
      t(MailMessages.notificationLink, { product: context.productName, link }),
      t(MailMessages.notificationWhy),
      ...(unsubscribe ? [t(MailMessages.notificationStop, { url: unsubscribe.pageUrl })] : []),
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

/**
 * The e-mail digest of an area (issue 18): its sections, and a one-click way out. Subject, intro and
 * sections come in the recipient's language; `locale` is their saved language.
 */
export function digestMail(
  to: string,
  subject: string,
  intro: string,
  sections: readonly DigestSection[],
  context: MailContext,
  unsubscribe: UnsubscribeLink,
  locale: string | null = null,
): MailMessage {
  const t = mailTranslator(context, locale);
  const paragraphs = [
    intro,
    ...sections.flatMap((section) => [
      section.heading,
      ...section.items.map((item) => `• ${item.text} — ${item.link}`),
    ]),
    t(MailMessages.digestStop, { url: unsubscribe.pageUrl }),
  ];
  return { ...compose(to, subject, paragraphs, context), headers: unsubscribeHeaders(unsubscribe) };
}

/**
 * "Your data is ready" (issue 43): the download link and until when it works, the date written
 * in the recipient's language (`locale`: their saved one).
 */
export function dataExportReadyMail(
  to: string,
  link: string,
  expiresAt: Date,
  context: MailContext,
  locale: string | null = null,
): MailMessage {
  const t = mailTranslator(context, locale);
  const language = recipientLocale(locale, context.defaultLocale ?? SOURCE_LOCALE);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
    expiresAt,
  );
  return compose(
    to,
    t(MailMessages.dataExportSubject, { product: context.productName }),
    [
      t(MailMessages.dataExportIntro),
      link,
      t(MailMessages.dataExportValidity, { date: `${date} UTC` }),
      t(MailMessages.dataExportWarning),
    ],
    context,
  );
}

/** Registration by approval (issue 43): a moderator approved the account; it can sign in. */
export function accountApprovedMail(to: string, context: MailContext, locale: string | null): MailMessage {
  const t = mailTranslator(context, locale);
  return compose(
    to,
    t(MailMessages.approvedSubject, { product: context.productName }),
    [t(MailMessages.approvedIntro, { link: `${context.publicUrl}/login` })],
    context,
  );
}

/** Administration's e-mail check (issue 43): sent to the admin who asked. */
export function testMail(to: string, context: MailContext, locale: string | null): MailMessage {
  const t = mailTranslator(context, locale);
  return compose(
    to,
    t(MailMessages.testSubject, { product: context.productName }),
    [t(MailMessages.testIntro, { product: context.productName })],
    context,
  );
}
