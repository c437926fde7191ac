import { Link } from 'react-router';
import type { Customer, CustomerInteraction } from '@ourhood/contract';
import { Avatar } from '../../components/ui/avatar';
import { Banner } from '../../components/ui/banner';
import { Skeleton } from '../../components/ui/skeleton';
import { LoadMore } from '../../components/ui/load-more';
import { errorMessage } from '../../lib/api-client';
import { organizationKeys } from '../../lib/organizations/organization-keys';
import { organizationsApi } from '../../lib/organizations/organizations-api';
import { RelativeTime } from '../../components/ui/relative-time';
import { usePagedList } from '../../lib/use-paged-list';
import { useDocumentTitle } from '../../lib/use-document-title';
import { EmptyState } from '../../components/ui/empty-state';
import { PageMain } from '../../components/ui/page-main';
import { Trans, useLingui } from '@lingui/react/macro';

/** How the neighbour came: a follow, or interest in a listing (named when it still exists). */
function How({ interaction }: { interaction: CustomerInteraction }) {
  const { t } = useLingui();
  const title = interaction.listing_title;
  if (interaction.kind === 'follow') return <>{t`Followed you`}</>;
  return <>{title ? t`Interested in ${title}` : t`Interested in a listing`}</>;
}

function CustomerRow({ customer }: { customer: Customer }) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-line bg-raised p-4 sm:flex-row sm:items-start">
      <Link to={`/dashboard/profile/${customer.id}`} className="flex min-w-0 items-center gap-3 sm:w-56">
        <Avatar name={customer.name} url={customer.profile_picture?.url} />
        <span className="truncate font-semibold text-fg hover:underline">{customer.name}</span>
      </Link>
      <ul className="min-w-0 flex-1 text-sm text-muted">
        {customer.relations.interactions.map((interaction, index) => (
          <li key={index} className="flex flex-wrap justify-between gap-2">
            <span className="break-words">
              <How interaction={interaction} />
            </span>
            <RelativeTime iso={interaction.at} className="text-muted" />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** /dashboard/customers: neighbours who follow the organization or showed interest, and when. */
export default function CustomersPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Customers`);
  const { query, items } = usePagedList(organizationKeys.customers, organizationsApi.customers);
  return (
    <PageMain className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-fg">
        <Trans>Customers</Trans>
      </h1>
      {query.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : query.isError ? (
        <Banner tone="error">{errorMessage(query.error, t`Failed to load customers`)}</Banner>
      ) : items.length === 0 ? (
        <EmptyState>
          <Trans>No customers yet. Neighbours who follow you or show interest in your listings appear here.</Trans>
        </EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {items.map((customer) => (
              <CustomerRow key={customer.id} customer={customer} />
            ))}
          </ul>
          <LoadMore query={query} />
        </>
      )}
    </PageMain>
  );
}
