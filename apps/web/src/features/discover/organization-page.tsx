import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Organization } from '@ourhood/contract';
import { OrgCover, OrgLogo } from '../../components/organizations/org-logo';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-client';
import { organizationKeys } from '../../lib/organizations/organization-keys';
import { organizationsApi } from '../../lib/organizations/organizations-api';
import { organizationName, placeLabel } from '../../lib/organizations/place-label';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OpeningHoursTable } from './opening-hours';
import { OrgListings } from './org-listings';
import { useOrgFollow } from './use-org-follow';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <h2 className="mb-2 font-semibold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <p className="text-sm break-words">
      <span className="text-stone-600">{label}: </span>
      <span className="text-stone-900">{value}</span>
    </p>
  );
}

function FollowButton({ organization }: { organization: Organization }) {
  const follow = useOrgFollow(organization);
  const count = organization.followers_count;
  return (
    <div className="flex items-center gap-3">
      <Button
        variant={organization.is_following ? 'secondary' : 'primary'}
        aria-pressed={organization.is_following}
        disabled={follow.isPending}
        onClick={() => follow.mutate(!organization.is_following)}
      >
        {organization.is_following ? 'Unfollow' : 'Follow'}
      </Button>
      <span className="text-sm text-stone-700" data-testid="followers-count">
        {count} {count === 1 ? 'follower' : 'followers'}
      </span>
    </div>
  );
}

function Details({ organization }: { organization: Organization }) {
  const name = organizationName(organization);
  const place = placeLabel(organization);
  const email = organization.contact_email || organization.email;
  const phone = organization.contact_phone || organization.phone;
  return (
    <>
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        <OrgCover url={organization.cover_photo?.url} className="h-36 sm:h-48" />
        <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-end">
          <OrgLogo
            name={name}
            url={organization.profile_picture?.url ?? organization.logo?.url}
            className="-mt-14 h-24 w-24 border-4 border-white text-3xl shadow"
          />
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-bold break-words text-stone-900">{name}</h1>
            {organization.category ? (
              <p className="text-sm font-medium text-brand-800">{organization.category}</p>
            ) : null}
            {place ? <p className="text-stone-700">{place}</p> : null}
            {organization.address ? <p className="text-sm text-stone-600">{organization.address}</p> : null}
          </div>
          <FollowButton organization={organization} />
        </div>
        {organization.description ? (
          <p className="px-4 pb-4 break-words whitespace-pre-line text-stone-800">{organization.description}</p>
        ) : null}
      </div>
      <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-4">
        <Panel title="Contact">
          <Row label="Email" value={email || 'N/A'} />
          <Row label="Phone" value={phone || 'N/A'} />
          {organization.website ? (
            <Row
              label="Website"
              value={
                <a
                  href={organization.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-800 underline"
                >
                  {organization.website.replace(/^https?:\/\//, '')}
                </a>
              }
            />
          ) : null}
        </Panel>
        <Panel title="Address">
          <p className="text-sm break-words text-stone-900">{organization.address || 'N/A'}</p>
          {place ? <p className="text-sm text-stone-700">{place}</p> : null}
        </Panel>
        <Panel title="Opening hours">
          <OpeningHoursTable hours={organization.opening_hours} />
        </Panel>
        <Panel title="Details">
          <Row label="ID" value={organization.id} />
        </Panel>
      </div>
      <OrgListings organizationId={organization.id} />
    </>
  );
}

/** /dashboard/discover/{id} (spec §2): one organization's page, its listings and a Follow button. */
/** Back to the directory page the card was opened from (its search and page), if any. */
function useDirectoryLink(): string {
  const state: unknown = useLocation().state;
  const search =
    typeof state === 'object' &&
    state !== null &&
    'directorySearch' in state &&
    typeof state.directorySearch === 'string'
      ? state.directorySearch
      : '';
  return search ? `/dashboard/discover?${search}` : '/dashboard/discover';
}

export default function OrganizationPage() {
  const { id = '' } = useParams();
  const backTo = useDirectoryLink();
  const query = useQuery({
    queryKey: organizationKeys.detail(id),
    queryFn: ({ signal }) => organizationsApi.get(id, signal),
  });
  useDocumentTitle(query.data ? organizationName(query.data.data) : 'Organization');
  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-3 py-4 sm:px-6 sm:py-6">
      <Link
        to={backTo}
        className="mb-4 inline-flex min-h-10 items-center rounded-lg px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        ← Back
      </Link>
      {query.isPending ? (
        <p role="status" className="text-stone-700">
          Loading...
        </p>
      ) : query.isError ? (
        <Banner tone="error">{errorMessage(query.error, 'Failed to load organization')}</Banner>
      ) : (
        <Details organization={query.data.data} />
      )}
    </main>
  );
}
