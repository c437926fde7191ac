import type { OrganizationRating } from '@ourhood/contract';
import { RatingSummary } from '../reviews/rating-summary';
import { OrgLogo } from './org-logo';

/**
 * The directory card of spec §2 (logo, name, 'city, state', and the rating of issue 19 when
 * given); also the business profile's preview.
 */
export function OrgCardBody({
  name,
  place,
  logoUrl,
  rating,
}: {
  name: string;
  place: string;
  logoUrl?: string | null;
  rating?: OrganizationRating;
}) {
  return (
    <div className="flex items-center gap-4">
      <OrgLogo name={name} url={logoUrl} className="h-14 w-14 text-xl" />
      <div className="min-w-0">
        <p className="truncate font-semibold text-fg">{name}</p>
        {place ? <p className="truncate text-sm text-muted">{place}</p> : null}
        {rating ? <RatingSummary rating={rating} /> : null}
      </div>
    </div>
  );
}
