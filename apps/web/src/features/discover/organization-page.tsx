import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Organization } from '@ourhood/contract';
import { OrgCover, OrgLogo } from '../../components/organizations/org-logo';
import { Banner } from '../../components/ui/banner';
import { MessageLink } from '../../components/messages/message-link';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-client';
import { organizationKeys } from '../../lib/organizations/organization-keys';
import { organizationsApi } from '../../lib/organizations/organizations-api';
import { organizationName, placeLabel } from '../../lib/organizations/place-label';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OpeningHoursTable } from './opening-hours';
import { SmallMap } from '../../components/map/small-map';
import { OrgListings } from './org-listings';
import { OrgReviews } from './org-reviews';
import { RatingSummary } from '../../components/reviews/rating-summary';
import { OrganizationEvents } from '../../components/events/organization-events';
import { useOrgFollow } from './use-org-follow';
import { Card } from '../../components/ui/card';
import { PageMain } from '../../components/ui/page-main';
import { Plural, Trans, useLingui } from '@lingui/react/macro';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card as="section" className="p-4">
      <h2 className="mb-2 font-semibold text-fg">{title}</h2>
      {children}
    </Card>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  const { t } = useLingui();
  return (
    <p className="text-sm break-words">
      <span className="text-muted">{t`${label}: `}</span>
      <span className="text-fg">{value}</span>
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
        {organization.is_following ? <Trans>Unfollow</Trans> : <Trans>Follow</Trans>}
      </Button>
      <span className="text-sm text-muted" data-testid="followers-count">
        <Plural value={count} one="# follower" other="# followers" />
      </span>
    </div>
  );
}

function Details({ organization }: { organization: Organization }) {
  const { t } = useLingui();
  const name = organizationName(organization);
  const place = placeLabel(organization);
  const email = organization.contact_email || organization.email;
  const phone = organization.contact_phone || organization.phone;
  return (
    <>
      <Card className="overflow-hidden">
        <OrgCover url={organization.cover_photo?.url} className="h-36 sm:h-48" />
        <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-end">
          <OrgLogo
            name={name}
            url={organization.profile_picture?.url ?? organization.logo?.url}
            className="-mt-14 h-24 w-24 border-4 border-raised text-3xl shadow"
          />
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-bold break-words text-fg">{name}</h1>
            {organization.category ? <p className="text-sm font-medium text-accent">{organization.category}</p> : null}
            {place ? <p className="text-muted">{place}</p> : null}
            {organization.address ? <p className="text-sm text-muted">{organization.address}</p> : null}
            <a href="#reviews-heading" className="mt-1 inline-block rounded hover:underline">
              <RatingSummary rating={organization.rating} />
            </a>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <MessageLink recipient={{ id: organization.owner_id, name }} />
            <FollowButton organization={organization} />
          </div>
        </div>
        {organization.description ? (
          <p className="px-4 pb-4 break-words whitespace-pre-line text-fg">{organization.description}</p>
        ) : null}
      </Card>
      <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-4">
        <Panel title={t`Contact`}>
          <Row label={t`Email`} value={email || t`N/A`} />
          <Row label={t`Phone`} value={phone || t`N/A`} />
          {organization.website ? (
            <Row
              label={t`Website`}
              value={
                <a
                  href={organization.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-accent underline"
                >
                  {organization.website.replace(/^https?:\/\//, '')}
                </a>
              }
            />
          ) : null}
        </Panel>
        <Panel title={t`Address`}>
          <p className="text-sm break-words text-fg">{organization.address || t`N/A`}</p>
          {place ? <p className="text-sm text-muted">{place}</p> : null}
          {organization.latitude !== null && organization.longitude !== null ? (
            <div className="mt-3">
              <SmallMap
                kind="organization"
                id={organization.id}
                title={name}
                latitude={organization.latitude}
                longitude={organization.longitude}
                label={t`${name} on the map`}
              />
            </div>
          ) : null}
        </Panel>
        <Panel title={t`Opening hours`}>
          <OpeningHoursTable hours={organization.opening_hours} />
        </Panel>
        <Panel title={t`Details`}>
          <Row label={t`ID`} value={organization.id} />
        </Panel>
      </div>
      <OrgReviews organization={organization} />
      <OrganizationEvents organizationId={organization.id} />
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
  const { t } = useLingui();
  const { id = '' } = useParams();
  const backTo = useDirectoryLink();
  const query = useQuery({
    queryKey: organizationKeys.detail(id),
    queryFn: ({ signal }) => organizationsApi.get(id, signal),
  });
  useDocumentTitle(query.data ? organizationName(query.data.data) : t`Organization`);
  return (
    <PageMain className="mx-auto w-full max-w-5xl px-3 py-4 sm:px-6 sm:py-6">
      <Link
        to={backTo}
        className="mb-4 inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-accent hover:bg-accent-soft"
      >
        <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" /> <Trans>Back</Trans>
      </Link>
      {query.isPending ? (
        <p role="status" className="text-muted">
          <Trans>Loading...</Trans>
        </p>
      ) : query.isError ? (
        <Banner tone="error">{errorMessage(query.error, t`Failed to load organization`)}</Banner>
      ) : (
        <Details organization={query.data.data} />
      )}
    </PageMain>
  );
}
