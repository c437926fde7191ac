import type { Organization } from '@ourhood/contract';
import { t } from '@lingui/core/macro';

type Place = Pick<Organization, 'city' | 'state' | 'location'>;

/** Spec §2: city and state joined with a comma ('' when neither is known). */
export function placeLabel(organization: Place): string {
  const city = organization.location?.city || organization.city;
  const state = organization.location?.state || organization.state;
  return [city, state].filter(Boolean).join(', ');
}

/** Spec §3: business_name or name; spec §2: 'Organization' when there is none. */
export const organizationName = (organization: Pick<Organization, 'business_name' | 'name'>) =>
  organization.business_name?.trim() || organization.name?.trim() || t`Organization`;
