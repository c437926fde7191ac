import type { Kysely } from 'kysely';
import type { TrustSettings } from '../../lib/trust/index.js';
import { ModerationMessages } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { ContentKinds } from '../../lib/content-kinds/index.js';
import type { JobRunner } from '../../lib/jobs/index.js';
import type { NotificationHub } from '../../lib/notifications/index.js';
import type { UrlFor } from '../../lib/storage/index.js';

/** What the composition root hands the moderation routes (routes.ts). */
export interface ModerationOptions {
  /** Every kind of content that can be reported and hidden (src/content-kinds.ts, decision 0046). */
  contentKinds: ContentKinds;
}

export interface ModerationDeps extends ModerationOptions {
  db: Kysely<DB>;
  clock: Clock;
  notifications: NotificationHub;
  jobs: JobRunner;
  urlFor: UrlFor;
  /** The report score that hides an item until a moderator reviews it (config). */
  autoHideThreshold: number;
  /** Trust levels' settings (config), and the cap on new accounts' reports of one item. */
  trust: TrustSettings & { newReportsCap: number };
  /** A keyed hash of the reporter's address (never stored in the clear): linked reports. */
  addressKey: () => Promise<string>;
}

/** An unknown item, and one the asker may not see, answer alike. */
export const targetNotFound = () => AppError.notFound(ModerationMessages.targetNotFound);
