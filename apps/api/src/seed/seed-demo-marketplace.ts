import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { mapPointOf } from '../lib/geo/index.js';
import { majorToMinor } from '../lib/currency.js';
import { keywordMatchKey, textMatchKeys } from '../lib/keyword-alerts/index.js';
import { insertNotifications } from '../lib/notifications/index.js';
import { demoNeighbours } from './demo-data.js';
import { demoMarketplaceItems } from './demo-marketplace.js';
import { demoRentalKeywords } from './demo-rentals.js';
import { insertDemoMarketplaceItem, insertDemoMarketplaceRows } from './seed-repository.js';

/**
 * The demo marketplace: items in every state priced in the installation's currency, the interest
 * and saves they drew, and the in-app notifications those (and the rentals keywords) would have raised.
 */
export async function seedDemoMarketplace(
  trx: Kysely<DB>,
  idOf: (email: string) => string,
  minutesAgo: (minutes: number) => Date,
  currency: string,
): Promise<void> {
  for (const item of demoMarketplaceItems) {
    const seller = demoNeighbours.find((person) => person.email === item.seller);
    if (!seller) throw new Error(`demo item names an unknown neighbour ${item.seller}`);
    const at = minutesAgo(item.minutesAgo);
    const interested = item.interested ?? [];
    const buyer = item.reserved ? interested[0] : undefined;
    const reservedAt = minutesAgo(item.minutesAgo - 120);
    const id = await insertDemoMarketplaceItem(trx, {
      seller_id: idOf(item.seller),
      title: item.title,
      description: item.description,
      category: item.category,
      condition: item.condition,
      price_minor: majorToMinor(item.price, currency),
      currency,
      photos: '[]',
      status: item.sold ? 'sold' : buyer ? 'reserved' : 'available',
      buyer_id: buyer ? idOf(buyer) : null,
      reserved_at: buyer ? reservedAt : null,
      sold_at: item.sold ? minutesAgo(item.minutesAgo - 24 * 60) : null,
      location_suburb: seller.area.suburb,
      location_city: seller.area.city,
      location_state: seller.area.state,
      location_country: seller.area.country,
      // On the map at the grid cell of the seller's home (issue 44), as a real listing would be.
      ...mapPointOf(seller.area.lat, seller.area.lng),
      matched_at: at,
      created_at: at,
      updated_at: at,
    });
    await insertDemoMarketplaceRows(trx, {
      interests: interested.map((email, index) => ({
        item_id: id,
        user_id: idOf(email),
        created_at: minutesAgo(item.minutesAgo - 10 - index * 5),
      })),
      saves: (item.savedBy ?? []).map((email, index) => ({
        item_id: id,
        user_id: idOf(email),
        created_at: minutesAgo(item.minutesAgo - 20 - index),
      })),
    });
    const subject = { type: 'marketplace_item', id, title: item.title };
    for (const [index, email] of interested.entries()) {
      await insertNotifications(trx, [idOf(item.seller)], {
        kind: 'marketplace_interest',
        actorId: idOf(email),
        subject,
        at: minutesAgo(item.minutesAgo - 10 - index * 5),
      });
    }
    if (buyer) {
      await insertNotifications(trx, [idOf(buyer)], {
        kind: 'marketplace_reserved',
        actorId: idOf(item.seller),
        subject,
        at: reservedAt,
      });
    }
    // 'Notify me when…' keywords of neighbours in the seller's city match new items too.
    const keys = new Set(textMatchKeys(`${item.title} ${item.description}`));
    const watchers = Object.entries(demoRentalKeywords)
      .filter(([email, keywords]) => email !== item.seller && keywords.some((k) => keys.has(keywordMatchKey(k))))
      .map(([email]) => idOf(email));
    await insertNotifications(trx, watchers, { kind: 'marketplace_match', actorId: idOf(item.seller), subject, at });
  }
}
