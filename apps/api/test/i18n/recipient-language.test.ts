import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.js';
import { registerBody, uniqueEmail } from '../helpers/auth.js';
import { listItem } from '../helpers/marketplace.js';
import { createPost, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Issue 41: what the server writes to a person outside an API answer (e-mails, notification
// sentences) speaks their language: the account's saved one, else DEFAULT_LOCALE, else English;
// the in-app list speaks the request's Accept-Language.
// 2031-03-05 is a Wednesday; New York is on EST (UTC−5).
const clock = manualClock(new Date('2031-03-05T09:00:00Z'));
let ctx: TestContext;
type Person = Awaited<ReturnType<typeof neighbour>>;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://ourhood.example' }, { clock, startJobs: false });
});

afterAll(async () => {
  await ctx?.close();
});

async function mailTo(context: TestContext, email: string) {
  return context.app.database.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body', 'html_body'])
    .where('recipient', '=', email)
    .orderBy('created_at')
    .execute();
}

async function emailOf(person: Person): Promise<string> {
  const row = await ctx.app.database.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', person.id)
    .executeTakeFirstOrThrow();
  return row.email;
}

const register = (context: TestContext, email: string, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'POST', url: '/api/v1/auth/register', headers, payload: registerBody(email) });

const comment = (person: Person, postId: string, content: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/comments/create-comment',
    headers: person.headers,
    payload: { post_id: postId, content },
  });

describe('e-mails in the recipient’s language', () => {
  it('sends the sign-up code in the language the sign-up asked for', async () => {
    const email = uniqueEmail('fr');
    const response = await register(ctx, email, { 'accept-language': 'fr-CA, en;q=0.5' });
    expect(response.statusCode, response.body).toBe(201);
    const [mail] = await mailTo(ctx, email);
    expect(mail!.subject).toMatch(/^Votre code de vérification Ourhood : \d{6}$/);
    expect(mail!.text_body).toContain('Bienvenue sur Ourhood ! Saisissez ce code pour vérifier votre adresse e-mail :');
    expect(mail!.text_body).toContain('Le code est valable 10 minutes.');
    expect(mail!.html_body).toContain('<p>Bienvenue sur Ourhood !');
  });

  it('writes a notification e-mail in French for a French account, in English for an account without one', async () => {
    const french = await neighbour(ctx.app, PARK_SLOPE, { locale: 'fr' });
    const unknown = await neighbour(ctx.app, PARK_SLOPE);
    const buyer = await neighbour(ctx.app, PARK_SLOPE, { first_name: 'Amara', last_name: 'Obi' });
    const frenchItem = await listItem(ctx.app, french.headers, { title: 'Chaise en bois' });
    const englishItem = await listItem(ctx.app, unknown.headers, { title: 'Wooden chair' });
    for (const itemId of [frenchItem, englishItem]) {
      const interest = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/marketplace/items/${itemId}/interest`,
        headers: buyer.headers,
      });
      expect(interest.statusCode, interest.body).toBe(201);
    }
    await ctx.app.jobs.drain();

    const [inFrench] = await mailTo(ctx, await emailOf(french));
    expect(inFrench!.subject).toBe('Amara Obi est intéressé par votre article « Chaise en bois »');
    expect(inFrench!.text_body).toContain('Amara Obi est intéressé par votre article « Chaise en bois ».');
    expect(inFrench!.text_body).toContain('À voir sur Ourhood : https://ourhood.example/dashboard/marketplace/');
    expect(inFrench!.text_body).toContain('Paramètres → Notifications');
    expect(inFrench!.text_body).toContain("Ne plus recevoir ce type d'e-mail : https://ourhood.example/unsubscribe/");

    const [inEnglish] = await mailTo(ctx, await emailOf(unknown));
    expect(inEnglish!.subject).toBe('Amara Obi is interested in your item "Wooden chair"');
    expect(inEnglish!.text_body).toContain('See it on Ourhood: https://ourhood.example/dashboard/marketplace/');
  });

  it('sends the digest in German to a German account', async () => {
    clock.set(new Date('2031-03-05T09:00:00Z')); // 04:00 in New York
    const reader = await neighbour(ctx.app, PARK_SLOPE, { first_name: 'Rae', locale: 'de' });
    const writer = await neighbour(ctx.app, PARK_SLOPE, { first_name: 'Wes', last_name: 'Kim' });
    const set = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/users/profile/notification-schedule',
      headers: reader.headers,
      payload: { digest: 'daily', time_zone: 'America/New_York' },
    });
    expect(set.statusCode, set.body).toBe(200);
    await createPost(ctx.app, writer.headers, 'Straßenfest am Samstag');
    await ctx.app.jobs.drain();

    clock.set(new Date('2031-03-05T13:00:10Z'));
    await ctx.app.jobs.drain();
    const digests = (await mailTo(ctx, await emailOf(reader))).filter((mail) => mail.subject.startsWith('Heute'));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('Heute in Park Slope');
    expect(digests[0]!.text_body).toContain('Hallo Rae, das ist neu in Park Slope auf Ourhood.');
    expect(digests[0]!.text_body).toContain('Meistdiskutierte neue Beiträge');
    expect(digests[0]!.text_body).toContain('Wes Kim: Straßenfest am Samstag');
    expect(digests[0]!.text_body).toContain('Ändern Sie die Häufigkeit unter Einstellungen → Benachrichtigungen');
  });
});

describe('notification sentences in the app', () => {
  it('follow the request’s Accept-Language, English without one', async () => {
    const author = await neighbour(ctx.app, PARK_SLOPE, { locale: 'de' });
    const reader = await neighbour(ctx.app, PARK_SLOPE, { first_name: 'Rey', last_name: 'Reader' });
    const postId = await createPost(ctx.app, author.headers, '¿Quién tiene una escalera?');
    expect((await comment(reader, postId, 'Yo')).statusCode).toBe(201);
    await ctx.app.jobs.drain();
    const list = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: { ...author.headers, ...headers } });

    const spanish = await list({ 'accept-language': 'es-MX' });
    expect(spanish.json().message).toBe('Notificaciones cargadas');
    expect(spanish.json().data[0].message).toBe('Rey Reader comentó tu publicación «¿Quién tiene una escalera?»');
    // The saved language is for what is sent without a request; the page asks by header.
    const english = await list({});
    expect(english.json().data[0].message).toBe('Rey Reader commented on your post "¿Quién tiene una escalera?"');
  });
});

describe('DEFAULT_LOCALE', () => {
  it('is the language of accounts without a saved one; a saved one still comes first', async () => {
    const spanishInstance = await createTestApp({ DEFAULT_LOCALE: 'es' }, { startJobs: false });
    try {
      const email = uniqueEmail('default');
      expect((await register(spanishInstance, email)).statusCode).toBe(201);
      const [mail] = await mailTo(spanishInstance, email);
      expect(mail!.subject).toMatch(/^Tu código de verificación de Ourhood: \d{6}$/);
      expect(mail!.text_body).toContain('¡Te damos la bienvenida a Ourhood!');

      const arabic = uniqueEmail('ar');
      expect((await register(spanishInstance, arabic, { 'accept-language': 'ar' })).statusCode).toBe(201);
      const [inArabic] = await mailTo(spanishInstance, arabic);
      expect(inArabic!.subject).toMatch(/^رمز التحقق في Ourhood: \d{6}$/);
    } finally {
      await spanishInstance.close();
    }
  });

  it('must be a language Ourhood speaks', async () => {
    const { loadConfig } = await import('../../src/config.js');
    expect(loadConfig({}).DEFAULT_LOCALE).toBe('en');
    expect(() => loadConfig({ DEFAULT_LOCALE: 'xx' })).toThrow(/DEFAULT_LOCALE/);
  });
});
