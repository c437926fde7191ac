import { textPreview, type DigestFrequency, type Locale } from '@ourhood/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Translate } from '../../lib/i18n/catalogs.js';
import type { DigestSection } from '../../lib/mail/templates.js';
import { DigestMessages } from '../../lib/mail/digest-messages.js';
import {
  newOrganizations,
  newRentalRequests,
  topNewPosts,
  upcomingEvents,
  type DigestReader,
} from './digest-repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How far back a first digest looks, and how far ahead it lists events. */
export const digestWindowMs = (frequency: DigestFrequency): number => (frequency === 'weekly' ? 7 : 1) * DAY_MS;

export interface DigestContent {
  sections: DigestSection[];
  /** Whether anything is new since the last digest (upcoming events alone are not news). */
  hasNews: boolean;
}

/**
 * What an area's digest tells: the new posts with most reactions, new rental requests, new
 * organizations, and the events of the coming days. Four indexed reads, one per section. Written
 * in the reader's language (`locale`, `t`), dates as that language writes them.
 */
export async function composeDigest(
  db: Kysely<DB>,
  reader: DigestReader,
  since: Date,
  now: Date,
  publicUrl: string,
  locale: Locale,
  t: Translate,
): Promise<DigestContent> {
  const base = publicUrl.replace(/\/+$/, '');
  const frequency = reader.digest === 'off' ? 'daily' : reader.digest;
  const [posts, rentals, organizations, events] = await Promise.all([
    topNewPosts(db, reader, since),
    newRentalRequests(db, reader, since),
    newOrganizations(db, reader, since),
    upcomingEvents(db, reader, now, new Date(now.getTime() + digestWindowMs(frequency) + DAY_MS)),
  ]);
  const sections: DigestSection[] = [];
  if (posts.length > 0) {
    sections.push({
      heading: t(DigestMessages.postsHeading),
      items: posts.map((post) => ({
        text: t(DigestMessages.post, {
          name: `${post.first_name} ${post.last_name}`,
          text: textPreview(post.content, 80),
          reactions: Number(post.reactions),
        }),
        link: `${base}/dashboard/post/${encodeURIComponent(post.id)}`,
      })),
    });
  }
  if (rentals.length > 0) {
    sections.push({
      heading: t(DigestMessages.rentalsHeading),
      items: rentals.map((rental) => ({
        text: `${rental.item_name} (${rental.duration})`,
        link: `${base}/dashboard/rentals`,
      })),
    });
  }
  if (events.length > 0) {
    sections.push({
      heading: t(DigestMessages.eventsHeading),
      items: events.map((event) => ({
        text: t(DigestMessages.event, {
          title: event.title,
          start: formatStart(event.starts_at, event.all_day, event.time_zone, locale),
          place: event.place_name,
        }),
        link: `${base}/dashboard/events/${encodeURIComponent(event.id)}`,
      })),
    });
  }
  if (organizations.length > 0) {
    sections.push({
      heading: t(DigestMessages.organizationsHeading),
      items: organizations.map((organization) => ({
        text: organization.category
          ? `${organization.business_name} (${organization.category})`
          : organization.business_name,
        link: `${base}/dashboard/discover/${encodeURIComponent(organization.id)}`,
      })),
    });
  }
  const newEvents = events.some((event) => new Date(event.created_at) > since);
  return { sections, hasNews: posts.length + rentals.length + organizations.length > 0 || newEvents };
}

function formatStart(startsAt: Date, allDay: boolean, timeZone: string, locale: Locale): string {
  const options: Intl.DateTimeFormatOptions = allDay
    ? { weekday: 'short', day: 'numeric', month: 'short', timeZone }
    : { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone };
  // Latin digits in every language, as the rest of the e-mail writes numbers (decision 0073).
  return new Intl.DateTimeFormat(`${locale}-u-nu-latn`, options).format(new Date(startsAt));
}
