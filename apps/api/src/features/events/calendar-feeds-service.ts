import { randomBytes } from 'node:crypto';
import { API_BASE_PATH, SOURCE_LOCALE } from '@ourhood/contract';
import { messageCatalogs } from '../../lib/i18n/catalogs.js';
import { CalendarMessages } from '../../lib/i18n/calendar-messages.js';
import { recipientLocale } from '../../lib/i18n/recipient-locale.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/uuid.js';
import { buildCalendar } from './events-calendar.js';
import { findGroupForEvents, findOrganizationName } from './events-repository.js';
import {
  findFeedOwner,
  findFeedToken,
  publicFeedEvents,
  personalFeedEvents,
  saveFeedToken,
} from './calendar-feeds-repository.js';
import { groupNotFound, HOUR, readableEvent, type EventsDeps } from './events-service-shared.js';

// Calendars (issue 16): one event's .ics, the personal feed URL and its rotation, and the
// personal, group and organization feeds.

/** Feeds carry events that ended up to this long ago, at most FEED_LIMIT of them. */
const FEED_PAST_MS = 30 * 24 * HOUR;
const FEED_LIMIT = 500;

const calendarOptions = (deps: EventsDeps, name: string) => ({ name, publicUrl: deps.publicUrl });

export async function eventIcs(deps: EventsDeps, viewerId: string, id: string): Promise<string> {
  const row = await readableEvent(deps, deps.db, viewerId, id);
  return buildCalendar([row], calendarOptions(deps, row.title));
}

const newToken = () => randomBytes(24).toString('base64url');

const feedUrl = (deps: EventsDeps, token: string) =>
  `${deps.publicUrl.replace(/\/+$/, '')}${API_BASE_PATH}/calendar/${token}.ics`;

/** The caller's personal feed URL (made on first ask). */
export async function getFeedUrl(deps: EventsDeps, userId: string): Promise<string> {
  const existing = await findFeedToken(deps.db, userId);
  const token = existing ?? (await saveFeedToken(deps.db, userId, newToken(), deps.clock.now(), false));
  return feedUrl(deps, token);
}

/** A new secret: the old URL answers 404 from now on. */
export async function rotateFeedUrl(deps: EventsDeps, userId: string): Promise<string> {
  return feedUrl(deps, await saveFeedToken(deps.db, userId, newToken(), deps.clock.now(), true));
}

const feedWindow = (deps: EventsDeps) => ({
  since: new Date(deps.clock.now().getTime() - FEED_PAST_MS),
  limit: FEED_LIMIT,
});

/** GET /calendar/{token}.ics: the token is the credential; an unknown one is 404. */
export async function personalFeed(deps: EventsDeps, token: string): Promise<string> {
  const owner = await findFeedOwner(deps.db, token);
  if (!owner) throw AppError.notFound();
  const rows = await personalFeedEvents(deps.db, owner.id, feedWindow(deps));
  // Calendar apps fetch without a language: the name speaks the owner's saved one (issue 41).
  const t = messageCatalogs().translator(recipientLocale(owner.locale, deps.defaultLocale ?? SOURCE_LOCALE));
  return buildCalendar(
    rows,
    calendarOptions(deps, t(CalendarMessages.personalFeedName, { product: deps.productName })),
  );
}

/** A public group's feed (a private group's is 404, like the group to outsiders). */
export async function groupFeed(deps: EventsDeps, groupId: string): Promise<string> {
  if (!isUuid(groupId)) throw groupNotFound();
  const group = await findGroupForEvents(deps.db, groupId, null);
  // A private group's feed, or one moderation hid, answers like a missing group.
  if (!group || group.visibility !== 'public' || group.hidden_at) throw groupNotFound();
  const rows = await publicFeedEvents(deps.db, { column: 'events.group_id', id: groupId }, feedWindow(deps));
  return buildCalendar(rows, calendarOptions(deps, `${group.name} (${deps.productName})`));
}

export async function organizationFeed(deps: EventsDeps, organizationId: string): Promise<string> {
  if (!isUuid(organizationId)) throw AppError.notFound();
  const organization = await findOrganizationName(deps.db, organizationId);
  if (!organization) throw AppError.notFound();
  const rows = await publicFeedEvents(
    deps.db,
    { column: 'events.organization_id', id: organizationId },
    feedWindow(deps),
  );
  return buildCalendar(rows, calendarOptions(deps, `${organization.business_name} (${deps.productName})`));
}
