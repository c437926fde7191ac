import { accountFilters, type AccountFilter } from '@ourhood/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Banner } from '../../components/ui/banner';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { adminApi, adminKeys } from '../../lib/admin/admin-api';
import { errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FILTER_LABEL, ROLE_LABEL, STATUS_LABEL } from './admin-labels';
import { Pager } from './pager';

const isFilter = (value: string | null): value is AccountFilter =>
  (accountFilters as readonly string[]).includes(value ?? '');

/**
 * /admin/accounts: search by name, business name or e-mail, a filter, newest first. The search
 * lives in the address (?q=&filter=&page=) so Back and a shared link keep it.
 */
export default function AdminAccountsPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Accounts`);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const filterParam = params.get('filter');
  const filter: AccountFilter = isFilter(filterParam) ? filterParam : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  // Typing searches after a pause, not on every key. A navigation away (opening an account) keeps
  // this screen mounted while the next one loads; the browser's address has already changed then,
  // and the search must not pull it back.
  const { pathname } = useLocation();
  useEffect(() => {
    if (text === q) return;
    const timer = window.setTimeout(() => {
      if (window.location.pathname === pathname) setParams({ q: text, filter, page: '1' }, { replace: true });
    }, 300);
    return () => window.clearTimeout(timer);
  }, [text, q, filter, setParams, pathname]);
  const search = { q, filter, page };
  const accounts = useQuery({
    queryKey: adminKeys.accounts(search),
    queryFn: ({ signal }) => adminApi.accounts(search, signal),
    placeholderData: keepPreviousData,
  });
  const rows = accounts.data?.data;
  return (
    <>
      <h1 className="text-2xl font-bold text-fg">
        <Trans>Accounts</Trans>
      </h1>
      <form role="search" onSubmit={(event) => event.preventDefault()} className="grid gap-3 sm:grid-cols-[1fr_16rem]">
        <Input
          label={t`Search by name or e-mail`}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Select
          label={t`Show`}
          options={accountFilters}
          labels={FILTER_LABEL}
          value={filter}
          onChange={(event) => setParams({ q, filter: event.target.value, page: '1' })}
        />
      </form>
      {accounts.isError ? (
        <Banner tone="error">{errorMessage(accounts.error, t`The accounts could not be loaded.`)}</Banner>
      ) : null}
      {accounts.isPending ? <Skeleton className="h-64 w-full" /> : null}
      {rows && rows.length === 0 ? (
        <EmptyState>
          <Trans>No account matches.</Trans>
        </EmptyState>
      ) : null}
      {rows && rows.length > 0 ? (
        <Card as="section" className="overflow-hidden" aria-busy={accounts.isFetching}>
          <ul className="divide-y divide-line">
            {rows.map((account) => (
              <li key={account.id}>
                <Link
                  to={`/admin/accounts/${account.id}`}
                  className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 hover:bg-sunken focus-visible:bg-sunken"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold text-fg">
                      {account.business_name ?? `${account.first_name} ${account.last_name}`}
                    </span>
                    <span className="block truncate text-sm text-muted">{account.email}</span>
                  </span>
                  <span className="text-sm text-muted">{ROLE_LABEL[account.role]}</span>
                  <span className="text-sm text-fg">{STATUS_LABEL[account.status]}</span>
                  <span className="text-sm text-muted">{i18n.date(account.created_at, { dateStyle: 'medium' })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <Pager metadata={accounts.data?.metadata} onPage={(next) => setParams({ q, filter, page: String(next) })} />
    </>
  );
}
