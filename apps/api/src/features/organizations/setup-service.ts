import {
  openingHoursSchema,
  organizationSetupKeys,
  setupCompleteness,
  weekdays,
  type OrganizationSetup,
} from '@ourhood/contract';
import type { OrganizationsDeps } from './organizations-deps.js';
import { organizationNotFound } from './organizations-service.js';
import { findSetup } from './setup-repository.js';

/** Hours count as set once any day is open (a new organization starts with every day closed). */
function hoursSet(value: unknown): boolean {
  const parsed = openingHoursSchema.safeParse(value);
  return parsed.success && weekdays.some((day) => !parsed.data[day].closed);
}

/**
 * GET /organization/me/setup: the checklist, and the completeness figure made of it, so the
 * overview's figure and the checklist never disagree (decision 0075).
 */
export async function getOwnSetup(deps: OrganizationsDeps, ownerId: string): Promise<OrganizationSetup> {
  const row = await findSetup(deps.db, ownerId);
  if (!row) throw organizationNotFound();
  const done = {
    location: row.location,
    logo: row.logo,
    hours: hoursSet(row.opening_hours),
    description: row.description,
    first_listing: row.first_listing,
    first_update: row.first_update,
  };
  const items = organizationSetupKeys.map((key) => ({ key, done: done[key] }));
  return { completeness: setupCompleteness(items), items };
}
