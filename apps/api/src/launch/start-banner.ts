import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import { outboxAccess } from '../lib/mail/mailer.js';
import { DEMO_PASSWORD, DEMO_REFERRER_EMAIL, demoOrganizations } from '../seed/demo-data.js';

export interface StartBannerFacts {
  productName: string;
  /** Where the server answers ("http://localhost:3000"). */
  address: string;
  database: string;
  /** Where e-mail goes, in one sentence with the outbox's address when it has one. */
  mail: string;
  /** The demo's sign-ins, when the database holds the demo neighbourhood. */
  demo: { password: string; neighbour: string; organization: string } | null;
}

/**
 * What a newcomer reads after `npm start` (issue 42): plain lines, not log records: the address,
 * where the sign-up codes are read, and the demo accounts. The logs (JSON) go on beside it.
 */
export function startBanner(facts: StartBannerFacts): string {
  const lines = [
    '',
    `  ${facts.productName} is running at ${facts.address}  (database: ${facts.database})`,
    '',
    `  E-mail    ${facts.mail}`,
  ];
  if (facts.demo) {
    lines.push(
      `  Demo      neighbour     ${facts.demo.neighbour}`,
      `            organization  ${facts.demo.organization}`,
      `            password      ${facts.demo.password}`,
    );
  }
  lines.push('', '  Stop with Ctrl+C.', '', '');
  return lines.join('\n');
}

/** Where sign-up and reset codes go, for the banner. */
export function mailSentence(config: Config, outboxKey: string, address: string): string {
  const page = `${address}/api/v1/dev/outbox`;
  switch (outboxAccess(config)) {
    case 'off':
      return config.SMTP_URL ? 'sent through SMTP_URL.' : 'kept in the local outbox (its page is off).';
    case 'open':
      return `no SMTP_URL, so sign-up and reset codes go to the local outbox: ${page}`;
    case 'local':
      return `no SMTP_URL, so sign-up and reset codes go to the local outbox, readable from this machine at ${page}?key=${outboxKey}`;
  }
}

/** The demo's sign-ins, when its first neighbour is in the database (seeded now or earlier). */
export async function demoSignIns(db: Kysely<DB>): Promise<StartBannerFacts['demo']> {
  const found = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_REFERRER_EMAIL)
    .executeTakeFirst()
    .catch(() => undefined);
  const organization = demoOrganizations[0]?.email;
  return found && organization ? { password: DEMO_PASSWORD, neighbour: DEMO_REFERRER_EMAIL, organization } : null;
}
