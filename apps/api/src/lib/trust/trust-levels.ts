import { TrustLevel, TrustLevelNames, type MyTrust, type TrustAllowances } from '@ourhood/contract';
import type { Config } from '../../config.js';
import { inEnglish, type Translate } from '../i18n/catalogs.js';
import { TrustRequirementMessages as M } from './trust-messages.js';

// Trust levels (issue 39, decision 0068), after Discourse's: earned with time, a confirmed e-mail
// and activity others received well; lost for a while after a moderator's sanction; set by
// moderators when they know better. Pure functions of an account's facts, so the rules read as a
// table and are tested without a database.

export type TrustSettings = Pick<
  Config,
  | 'TRUST_NEW_ACCOUNT_DAYS'
  | 'TRUST_MEMBER_DAYS'
  | 'TRUST_MEMBER_WELL_RECEIVED'
  | 'TRUST_NEW_MESSAGE_REQUESTS_PER_DAY'
  | 'TRUST_NEW_INTERESTS_PER_DAY'
  | 'TRUST_NEW_MENTIONS_PER_POST'
  | 'TRUST_NEW_LINKS_PER_POST'
>;

/** What the level is computed from (trust-repository.ts reads it in one statement). */
export interface TrustFacts {
  createdAt: Date;
  emailVerified: boolean;
  staff: boolean;
  override: TrustLevel | null;
  /** Distinct other people who reacted to the account's posts and comments. */
  wellReceived: number;
  /** Moderators' hides, suspensions and bans of the account or its content in the last 60 days. */
  recentSanctions: number;
}

export const SANCTION_MEMORY_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

/** How much one report counts, before accuracy and linking: new accounts' little, staff's most. */
export const REPORT_WEIGHTS: Record<TrustLevel, number> = { 0: 0.2, 1: 1, 2: 1.25, 3: 1.5 };
export const STAFF_REPORT_WEIGHT = 2;

function ageDays(facts: TrustFacts, now: Date): number {
  return Math.max(0, (now.getTime() - facts.createdAt.getTime()) / DAY_MS);
}

/** The level the facts earn (staff count as 3), before any moderator's choice. */
export function earnedLevel(facts: TrustFacts, settings: TrustSettings, now: Date): TrustLevel {
  if (facts.staff) return TrustLevel.regular;
  const age = ageDays(facts, now);
  if (!facts.emailVerified || age < settings.TRUST_NEW_ACCOUNT_DAYS) return TrustLevel.new;
  const member =
    age >= settings.TRUST_MEMBER_DAYS &&
    facts.wellReceived >= settings.TRUST_MEMBER_WELL_RECEIVED &&
    facts.recentSanctions === 0;
  return member ? TrustLevel.member : TrustLevel.basic;
}

/** What deciding "is this account new" needs: not the activity counts, which cost a scan. */
export type BasicTrustFacts = Pick<TrustFacts, 'createdAt' | 'emailVerified' | 'staff' | 'override'>;

/**
 * Whether the account is at level 0, from its basic facts alone: the same answer as
 * `trustLevel(...) === TrustLevel.new`, as activity and sanctions only ever separate levels above 0.
 */
export function isNewLevel(facts: BasicTrustFacts, settings: TrustSettings, now: Date): boolean {
  if (facts.override !== null) return facts.override === TrustLevel.new;
  if (facts.staff) return false;
  return (
    !facts.emailVerified ||
    ageDays({ ...facts, wellReceived: 0, recentSanctions: 0 }, now) < settings.TRUST_NEW_ACCOUNT_DAYS
  );
}

export function trustLevel(facts: TrustFacts, settings: TrustSettings, now: Date): TrustLevel {
  return facts.override ?? earnedLevel(facts, settings, now);
}

/** What a level lets reach people who do not follow the account (null: only the general limits). */
export function allowancesFor(level: TrustLevel, settings: TrustSettings, staff = false): TrustAllowances {
  const isNew = level === TrustLevel.new;
  return {
    message_requests_per_day: isNew ? settings.TRUST_NEW_MESSAGE_REQUESTS_PER_DAY : null,
    interests_per_day: isNew ? settings.TRUST_NEW_INTERESTS_PER_DAY : null,
    mentions_per_post: isNew ? settings.TRUST_NEW_MENTIONS_PER_POST : null,
    links_per_post: isNew ? settings.TRUST_NEW_LINKS_PER_POST : null,
    report_weight: staff ? STAFF_REPORT_WEIGHT : REPORT_WEIGHTS[level],
  };
}

/** The caller's own view: their level, what it allows, and the next level's requirements. */
export function describeTrust(
  facts: TrustFacts,
  settings: TrustSettings,
  now: Date,
  tr: Translate = inEnglish,
): MyTrust {
  const level = trustLevel(facts, settings, now);
  const age = Math.floor(ageDays(facts, now));
  const base = {
    level,
    name: TrustLevelNames[level],
    set_by_moderator: facts.override !== null,
    allows: allowancesFor(level, settings, facts.staff),
  };
  if (level === TrustLevel.regular) return { ...base, next: null };
  if (level === TrustLevel.member || facts.override !== null) {
    const next = (level + 1) as TrustLevel;
    return {
      ...base,
      next: { level: next, name: TrustLevelNames[next], requirements: [], granted_by_moderators: true },
    };
  }
  if (level === TrustLevel.new) {
    return {
      ...base,
      next: {
        level: TrustLevel.basic,
        name: TrustLevelNames[TrustLevel.basic],
        granted_by_moderators: false,
        requirements: [
          {
            key: 'email',
            label: tr(M.confirmEmail),
            met: facts.emailVerified,
            progress: tr(facts.emailVerified ? M.confirmed : M.notYet),
          },
          {
            key: 'age',
            label: tr(M.beNeighbourFor, { days: settings.TRUST_NEW_ACCOUNT_DAYS }),
            met: age >= settings.TRUST_NEW_ACCOUNT_DAYS,
            progress: tr(M.daysProgress, {
              done: Math.min(age, settings.TRUST_NEW_ACCOUNT_DAYS),
              days: settings.TRUST_NEW_ACCOUNT_DAYS,
            }),
          },
        ],
      },
    };
  }
  return {
    ...base,
    next: {
      level: TrustLevel.member,
      name: TrustLevelNames[TrustLevel.member],
      granted_by_moderators: false,
      requirements: [
        {
          key: 'age',
          label: tr(M.beNeighbourFor, { days: settings.TRUST_MEMBER_DAYS }),
          met: age >= settings.TRUST_MEMBER_DAYS,
          progress: tr(M.daysProgress, {
            done: Math.min(age, settings.TRUST_MEMBER_DAYS),
            days: settings.TRUST_MEMBER_DAYS,
          }),
        },
        {
          key: 'well_received',
          label: tr(M.wellReceived, { count: settings.TRUST_MEMBER_WELL_RECEIVED }),
          met: facts.wellReceived >= settings.TRUST_MEMBER_WELL_RECEIVED,
          progress: tr(M.countProgress, {
            done: Math.min(facts.wellReceived, settings.TRUST_MEMBER_WELL_RECEIVED),
            total: settings.TRUST_MEMBER_WELL_RECEIVED,
          }),
        },
        {
          key: 'no_sanctions',
          label: tr(M.nothingHidden, { days: SANCTION_MEMORY_DAYS }),
          met: facts.recentSanctions === 0,
          progress: facts.recentSanctions === 0 ? tr(M.none) : tr(M.actions, { count: facts.recentSanctions }),
        },
      ],
    },
  };
}
