import { isLocale, type Locale } from '@ourhood/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** How often a process reads the settings again: a change made in another process shows within it. */
const REFRESH_MS = 60_000;

/**
 * The instance's default language as admins set it in /admin/settings (issue 43), else the
 * server's DEFAULT_LOCALE: what e-mails, push and calendar feeds speak to an account without a
 * saved language. Read synchronously where a message is written, so it is kept in the process:
 * loaded at start, read again every minute, and at once after a change made here.
 */
export class InstanceDefaults {
  private saved: Locale | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: () => Kysely<DB>,
    private readonly fallback: Locale,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The language for someone who saved none. */
  locale(): Locale {
    return this.saved ?? this.fallback;
  }

  /** Reads the settings row; a failure (the database away) keeps what was known and is logged. */
  async refresh(): Promise<void> {
    try {
      const row = await this.db()
        .selectFrom('instance_settings')
        .select('default_locale')
        .where('singleton', '=', true)
        .executeTakeFirst();
      this.saved = isLocale(row?.default_locale) ? row.default_locale : undefined;
    } catch (error) {
      this.log.warn({ err: error }, 'instance settings not read; keeping the known default language');
    }
  }

  start(): void {
    this.timer ??= setInterval(() => void this.refresh(), REFRESH_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
