import type { Kysely } from 'kysely';
import type { Location } from '@ourhood/contract';
import { NoticeGuard, type AreaKey, type ChangeNotices } from '../../db/change-notices.js';
import type { DB } from '../../db/schema.js';
import type { FeedCounts } from './feed-segments-repository.js';

const SEPARATOR = '\u0000';
const keyOf = (country: string, state: string, city: string, suburb: string) =>
  [country, state, city, suburb].join(SEPARATOR);
const cityKeyOf = (country: string, state: string, city: string) => [country, state, city].join(SEPARATOR);

/**
 * The per-area post counters (post_area_counts) held in this process, so a feed page's `total`
 * costs no statement (issue 40, decision 0071). Read whole once, then kept exact by the counters'
 * own notices (migrations 0036 and 0048), each one slot's new absolute value (an area's count is
 * the sum of its slots, decision 0095), so a notice heard twice or late is still right. Read again
 * when the notices may have been missed (listening lost) or many counters changed at once ('feed').
 * At most eight entries per area with posts: bounded by the areas, not the readers.
 */
export class AreaCounts {
  /** Each slot's count, by area and slot. */
  private readonly slots = new Map<string, number>();
  /** Each area's sum of its slots. */
  private readonly areas = new Map<string, number>();
  private readonly cities = new Map<string, number>();
  private total = 0;
  private loading: Promise<void> | undefined;
  private loaded = false;
  /**
   * Counters heard while the whole set is read: applied after it, in the order heard. Notices come
   * in commit order with absolute values, so the last one of a slot is its newest value whether
   * its commit was before or after the read.
   */
  private heardWhileLoading: { area: AreaKey; count: number; slot: number }[] = [];
  private readonly guard: NoticeGuard;

  constructor(
    private readonly db: () => Kysely<DB>,
    notices: ChangeNotices,
  ) {
    this.guard = new NoticeGuard(
      notices,
      {
        areaCountChanged: (area, count, slot) => {
          if (this.loaded) this.set(area, slot, count);
          else if (this.loading) this.heardWhileLoading.push({ area, count, slot });
        },
        feedChanged: () => this.forget(),
      },
      () => this.forget(),
    );
  }

  /** The feed's counts for a reader's area, or undefined while the counters cannot be trusted. */
  async countsFor(area: Location): Promise<FeedCounts | undefined> {
    if (!this.guard.active) return undefined;
    if (!this.loaded) await this.load();
    if (!this.loaded) return undefined;
    const { country, state, city, suburb } = area;
    // A sum is never below zero, whatever one slot holds (as the statements clamp it).
    return {
      total: Math.max(0, this.total),
      city: Math.max(0, this.cities.get(cityKeyOf(country, state, city)) ?? 0),
      suburb: Math.max(0, this.areas.get(keyOf(country, state, city, suburb)) ?? 0),
    };
  }

  close(): void {
    this.guard.close();
    this.forget();
  }

  private set(area: AreaKey, slot: number, count: number): void {
    if (!this.loaded) return;
    const [country, state, city, suburb] = area;
    const key = keyOf(country, state, city, suburb);
    const slotKey = key + SEPARATOR + slot;
    const delta = count - (this.slots.get(slotKey) ?? 0);
    if (count === 0) this.slots.delete(slotKey);
    else this.slots.set(slotKey, count);
    const sum = (this.areas.get(key) ?? 0) + delta;
    if (sum === 0) this.areas.delete(key);
    else this.areas.set(key, sum);
    const cityKey = cityKeyOf(country, state, city);
    this.cities.set(cityKey, (this.cities.get(cityKey) ?? 0) + delta);
    this.total += delta;
  }

  private forget(): void {
    this.guard.moved();
    this.loaded = false;
    this.loading = undefined;
    this.heardWhileLoading = [];
    this.slots.clear();
    this.areas.clear();
    this.cities.clear();
    this.total = 0;
  }

  /** One statement for every counter; not kept when everything was forgotten meanwhile. */
  private load(): Promise<void> {
    if (this.loading) return this.loading;
    this.heardWhileLoading = [];
    const began = this.guard.began();
    const loading = this.db()
      .selectFrom('post_area_counts')
      .select(['location_country', 'location_state', 'location_city', 'location_suburb', 'slot', 'posts_count'])
      .execute()
      .then((rows) => {
        if (this.loading !== loading || !this.guard.mayKeep(began)) return;
        this.loaded = true;
        for (const row of rows) {
          const area: AreaKey = [row.location_country, row.location_state, row.location_city, row.location_suburb];
          this.set(area, row.slot, Number(row.posts_count));
        }
        for (const heard of this.heardWhileLoading) this.set(heard.area, heard.slot, heard.count);
        this.heardWhileLoading = [];
      })
      .finally(() => {
        if (this.loading === loading) this.loading = undefined;
      });
    this.loading = loading;
    return loading;
  }
}
