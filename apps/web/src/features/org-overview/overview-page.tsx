import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { weekdays, type OrganizationOwner } from '@ourhood/contract';
import { Banner } from '../../components/ui/banner';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api-client';
import { organizationKeys } from '../../lib/organizations/organization-keys';
import { organizationsApi } from '../../lib/organizations/organizations-api';
import { useUnreadCount } from '../../lib/notifications/use-notifications';
import { reviewKeys, reviewsApi } from '../../lib/reviews/reviews-api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Card } from '../../components/ui/card';
import { PageMain } from '../../components/ui/page-main';

/** The share of the public profile that is filled in, as a whole percentage. */
function completeness(me: OrganizationOwner): number {
  const checks = [
    me.business_name,
    me.description,
    me.category,
    me.contact_email || me.contact_phone,
    me.address,
    me.city,
    me.logo?.url,
    me.cover_photo?.url,
    weekdays.some((day) => !me.opening_hours[day].closed),
  ];
  return Math.round((checks.filter(Boolean).length / checks.length) * 100);
}

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
  useDocumentTitle('Dashboard');
  const me = useQuery({ queryKey: organizationKeys.me, queryFn: ({ signal }) => organizationsApi.me(signal) });
  const unread = useUnreadCount();
  // The reach of its updates (issue 19): the first page's metadata sums every update.
  const updates = useQuery({
    queryKey: [...reviewKeys.updates, 'overview'],
    queryFn: ({ signal }) => reviewsApi.updates(1, signal),
  });
  const reach = updates.data?.metadata?.reach;
  const rating = me.data?.data.rating;
  return (
    <PageMain className="flex flex-col gap-4">
      <h2 className="text-xl font-bold text-fg">Overview</h2>
      {me.isPending ? (
        <Skeleton className="h-28 w-full" />
      ) : me.isError ? (
        <Banner tone="error">{errorMessage(me.error, 'Failed to load business profile')}</Banner>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <li>
            <Stat
              label="Profile completeness"
              value={`${completeness(me.data.data)}%`}
              to="/dashboard/business-profile"
            />
          </li>
          <li>
            <Stat label="Active listings" value={me.data.data.listings_count} to="/dashboard/listings" />
          </li>
          <li>
            <Stat label="Followers" value={me.data.data.followers_count} to="/dashboard/customers" />
          </li>
          <li>
            <Stat label="Unread notifications" value={unread} to="/dashboard/notifications" />
          </li>
          <li>
            <Stat
              label={
                rating && rating.count > 0
                  ? `Rating (${rating.count} ${rating.count === 1 ? 'review' : 'reviews'})`
                  : 'Rating'
              }
              value={rating?.average != null ? `${rating.average.toFixed(1)} / 5` : 'No reviews yet'}
              to="/dashboard/reviews"
            />
          </li>
          <li>
            <Stat label="Updates seen by" value={reach ? reach.seen : '…'} to="/dashboard/updates" />
          </li>
          <li>
            <Stat label="Reacted to updates" value={reach ? reach.reacted : '…'} to="/dashboard/updates" />
          </li>
          <li>
            <Stat label="Commented on updates" value={reach ? reach.commented : '…'} to="/dashboard/updates" />
          </li>
        </ul>
      )}
    </PageMain>
  );
}
