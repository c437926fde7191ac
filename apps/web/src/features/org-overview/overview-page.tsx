import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Banner } from '../../components/ui/banner';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api-client';
import { organizationKeys } from '../../lib/organizations/organization-keys';
import { organizationsApi } from '../../lib/organizations/organizations-api';
import { useUnreadCount } from '../../lib/notifications/use-notifications';
import { useOrganizationSetup } from '../../lib/organizations/use-organization-setup';
import { SetupChecklist } from './setup-checklist';
import { InsightsSection } from './insights-section';
import { reviewKeys, reviewsApi } from '../../lib/reviews/reviews-api';
import { useOwnProfile } from '../../lib/use-own-profile';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Card } from '../../components/ui/card';
import { PageMain } from '../../components/ui/page-main';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

function Stat({ label, value, to }: { label: string; value: string | number; to: string }) {
  return (
    <Card as={Link} to={to} className="block h-full p-4 hover:shadow-md">
      <p className="text-sm text-muted">{label}</p>
      <p className="mt-1 text-2xl font-bold text-fg">{value}</p>
    </Card>
  );
}

/** The organization's /dashboard: how complete its profile is, and its numbers at a glance. */
export default function OverviewPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Dashboard`);
  const me = useQuery({ queryKey: organizationKeys.me, queryFn: ({ signal }) => organizationsApi.me(signal) });
  const { data: profile } = useOwnProfile();
  const organizationName = profile?.organization_name?.trim() || profile?.name?.trim() || t`User`;
  // The completeness figure is the setup checklist's (issue 42): the two never disagree.
  const setup = useOrganizationSetup();
  const unread = useUnreadCount();
  // The reach of its updates (issue 19): the first page's metadata sums every update.
  const updates = useQuery({
    queryKey: [...reviewKeys.updates, 'overview'],
    queryFn: ({ signal }) => reviewsApi.updates(1, signal),
  });
  const reach = updates.data?.metadata?.reach;
  const rating = me.data?.data.rating;
  const reviewCount = rating?.count ?? 0;
  const average =
    rating?.average != null
      ? i18n.number(rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
      : null;
  return (
    <PageMain className="flex flex-col gap-4">
      {/* The page's one h1: the greeting of spec §2, said here once rather than above every page. */}
      <h1 className="text-2xl font-bold break-words text-fg">
        <Trans>Welcome back, {organizationName}!</Trans>
      </h1>
      {me.isPending ? (
        <Skeleton className="h-28 w-full" />
      ) : me.isError ? (
        <Banner tone="error">{errorMessage(me.error, t`Failed to load business profile`)}</Banner>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <li>
            <Stat
              label={t`Profile completeness`}
              value={setup.data ? i18n.number(setup.data.completeness / 100, { style: 'percent' }) : '…'}
              to="/dashboard/business-profile"
            />
          </li>
          <li>
            <Stat label={t`Active listings`} value={me.data.data.listings_count} to="/dashboard/listings" />
          </li>
          <li>
            <Stat label={t`Followers`} value={me.data.data.followers_count} to="/dashboard/customers" />
          </li>
          <li>
            <Stat label={t`Unread notifications`} value={unread} to="/dashboard/notifications" />
          </li>
          <li>
            <Stat
              label={
                reviewCount > 0
                  ? t`${plural(reviewCount, { one: 'Rating (# review)', other: 'Rating (# reviews)' })}`
                  : t`Rating`
              }
              value={average !== null ? t`${average} / 5` : t`No reviews yet`}
              to="/dashboard/reviews"
            />
          </li>
          <li>
            <Stat label={t`Updates seen by`} value={reach ? reach.seen : '…'} to="/dashboard/updates" />
          </li>
          <li>
            <Stat label={t`Reacted to updates`} value={reach ? reach.reacted : '…'} to="/dashboard/updates" />
          </li>
          <li>
            <Stat label={t`Commented on updates`} value={reach ? reach.commented : '…'} to="/dashboard/updates" />
          </li>
        </ul>
      )}
      <InsightsSection organizationName={organizationName} />
      {setup.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : setup.isError ? (
        <Banner tone="error">{errorMessage(setup.error, t`The setup checklist could not be loaded.`)}</Banner>
      ) : (
        <SetupChecklist setup={setup.data} />
      )}
    </PageMain>
  );
}
