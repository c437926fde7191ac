import { Link } from 'react-router';
import type { Customer, CustomerInteraction } from '@ourhood/contract';
import { Avatar } from '../../components/ui/avatar';
import { Banner } from '../../components/ui/banner';
import { Skeleton } from '../../components/ui/skeleton';
import { LoadMore } from '../../components/ui/load-more';
import { errorMessage } from '../../lib/api-client';
import { organizationKeys } from '../../lib/organizations/organization-keys';
import { organizationsApi } from '../../lib/organizations/organizations-api';
import { relativeAge } from '../../lib/relative-time';
import { usePagedList } from '../../lib/use-paged-list';
import { useDocumentTitle } from '../../lib/use-document-title';

const how = (interaction: CustomerInteraction) =>
  interaction.kind === 'follow' ? 'Followed you' : `Interested in ${interaction.listing_title ?? 'a listing'}`;

function CustomerRow({ customer }: { customer: Customer }) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4 sm:flex-row sm:items-start">
      <Link to={`/dashboard/profile/${customer.id}`} className="flex min-w-0 items-center gap-3 sm:w-56">
        <Avatar name={customer.name} url={customer.profile_picture?.url} />
        <span className="truncate font-semibold text-stone-900 hover:underline">{customer.name}</span>
      </Link>
      <ul className="min-w-0 flex-1 text-sm text-stone-700">
        {customer.relations.interactions.map((interaction, index) => (
          <li key={index} className="flex flex-wrap justify-between gap-2">
            <span className="break-words">{how(interaction)}</span>
            <time dateTime={interaction.at} className="text-stone-600">
              {relativeAge(interaction.at)}
            </time>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** /dashboard/customers: neighbours who follow the organization or showed interest, and when. */
export default function CustomersPage() {
  useDocumentTitle('Customers');
  const { query, items } = usePagedList(organizationKeys.customers, organizationsApi.customers);
  return (
    <main id="main" className="flex flex-col gap-4">
      <h2 className="text-xl font-bold text-stone-900">Customers</h2>
      {query.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : query.isError ? (
        <Banner tone="error">{errorMessage(query.error, 'Failed to load customers')}</Banner>
      ) : items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
          No customers yet. Neighbours who follow you or show interest in your listings appear here.
        </p>
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
    </main>
  );
}
