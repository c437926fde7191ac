import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { mapPointOf } from '../lib/geo/index.js';
import { keywordMatchKey, textMatchKeys } from '../lib/keyword-alerts/index.js';
import { insertNotifications } from '../lib/notifications/index.js';
import { demoNeighbours } from './demo-data.js';
import { demoRentalKeywords, demoRentalRequests } from './demo-rentals.js';
import { insertDemoRentalKeyword, insertDemoRentalRequest } from './seed-repository.js';

/**
 * The rentals board of the demo: requests in every state, keywords, and the in-app alerts and
 * offers they would have raised (in the app only: the demo sends no e-mail).
 */
export async function seedDemoRentals(
  trx: Kysely<DB>,
  idOf: (email: string) => string,
  minutesAgo: (minutes: number) => Date,
): Promise<void> {
  for (const [email, keywords] of Object.entries(demoRentalKeywords)) {
    for (const [index, keyword] of keywords.entries()) {
      await insertDemoRentalKeyword(trx, {
        user_id: idOf(email),
        keyword,
        match_key: keywordMatchKey(keyword),
        created_at: minutesAgo(6 * 24 * 60 - index),
      });
    }
  }
  for (const request of demoRentalRequests) {
    const requester = demoNeighbours.find((person) => person.email === request.requester);
    if (!requester) throw new Error(`demo rental names an unknown neighbour ${request.requester}`);
    const at = minutesAgo(request.minutesAgo);
    const acceptedAt = minutesAgo(request.minutesAgo - 30);
    // Every demo loan is past the requester's confirmation, so both sides see each other's contact.
    const confirmedAt = minutesAgo(request.minutesAgo - 40);
    const id = await insertDemoRentalRequest(trx, {
      requester_id: idOf(request.requester),
      item_name: request.itemName,
      description: request.description,
      duration: request.duration,
      status: request.lender ? (request.completed ? 'completed' : 'accepted') : 'open',
      accepted_by: request.lender ? idOf(request.lender) : null,
      accepted_at: request.lender ? acceptedAt : null,
      confirmed_at: request.lender ? confirmedAt : null,
      completed_at: request.completed ? minutesAgo(request.minutesAgo - 3 * 24 * 60) : null,
      location_suburb: requester.area.suburb,
      location_city: requester.area.city,
      location_state: requester.area.state,
      location_country: requester.area.country,
      ...mapPointOf(requester.area.lat, requester.area.lng),
      matched_at: at,
      created_at: at,
      updated_at: at,
    });
    const subject = { type: 'rental_request', id, title: request.itemName };
    const keys = new Set(textMatchKeys(`${request.itemName} ${request.description}`));
    const watchers = Object.entries(demoRentalKeywords)
      .filter(([email, keywords]) => email !== request.requester && keywords.some((k) => keys.has(keywordMatchKey(k))))
      .map(([email]) => idOf(email));
    await insertNotifications(trx, watchers, {
      kind: 'rental_match',
      actorId: idOf(request.requester),
      subject,
      at,
    });
    if (request.lender) {
      await insertNotifications(trx, [idOf(request.requester)], {
        kind: 'rental_accepted',
        actorId: idOf(request.lender),
        subject,
        at: acceptedAt,
      });
      await insertNotifications(trx, [idOf(request.lender)], {
        kind: 'rental_confirmed',
        actorId: idOf(request.requester),
        subject,
        at: confirmedAt,
      });
    }
  }
}
