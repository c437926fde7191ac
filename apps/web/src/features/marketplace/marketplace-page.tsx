import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  marketplaceCategories,
  marketplaceCategoryLabels,
  MarketplaceMessages,
  type MarketplaceCategory,
} from '@ourhood/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Input } from '../../components/ui/input';
import { PageMain } from '../../components/ui/page-main';
import { Tabs } from '../../components/ui/tabs';
import { marketplaceApi, type MarketplaceFilters } from '../../lib/marketplace/marketplace-api';
import { marketplaceKeys } from '../../lib/marketplace/marketplace-keys';
import { useDebounced } from '../../lib/use-debounced';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePagedList } from '../../lib/use-paged-list';
import { ItemGrid } from './item-grid';
import { contractText } from '../../lib/i18n/contract-text';
import { MapListView } from '../../components/map/map-list-view';
import { ListOrMapToggle, useListOrMap } from '../../components/map/view-toggle';

type TabKey = 'browse' | 'saved' | 'mine';
const tabs = [
  { key: 'browse', label: msg`Browse` },
  { key: 'saved', label: msg`Saved` },
  { key: 'mine', label: msg`Your listings` },
] as const;
const isTab = (value: string | null): value is TabKey => tabs.some((tab) => tab.key === value);
const isCategory = (value: string): value is MarketplaceCategory =>
  (marketplaceCategories as readonly string[]).includes(value);
/** A price filter as typed: digits with up to 2 decimals (anything else is left out of the query). */
const PRICE_INPUT = /^\d{1,7}(?:\.\d{1,2})?$/;

const selectClass = 'mt-1 w-full rounded-xl border border-line bg-raised px-3 py-2 text-fg';

function Browse() {
  const { t } = useLingui();
  const [category, setCategory] = useState<MarketplaceCategory | ''>('');
  const [free, setFree] = useState(false);
  const [minPrice, setMinPrice] = useState('');
  const [maxPrice, setMaxPrice] = useState('');
  const [search, setSearch] = useState('');
  const filters: MarketplaceFilters = {
    category: category || undefined,
    free: free || undefined,
    minPrice: PRICE_INPUT.test(minPrice) ? minPrice : undefined,
    maxPrice: PRICE_INPUT.test(maxPrice) ? maxPrice : undefined,
    search: search.trim() || undefined,
  };
  const applied = useDebounced(filters, 300);
  const badRange =
    applied.minPrice !== undefined &&
    applied.maxPrice !== undefined &&
    Number(applied.minPrice) > Number(applied.maxPrice);
  const { query, items } = usePagedList(marketplaceKeys.browse({ ...applied, badRange }), (page, signal) =>
    // A reversed range is told under the field and not sent (the server would refuse it).
    marketplaceApi.browse({ ...applied, ...(badRange ? { maxPrice: undefined } : {}), page }, signal),
  );
  const filtered = Object.values(applied).some((value) => value !== undefined);
  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        aria-label={t`Filter items`}
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-3 rounded-2xl border border-line bg-raised p-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        <div className="sm:col-span-2">
          <Input
            label={t`Search items`}
            type="search"
            placeholder={t`Chair, bike, pram…`}
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <label className="text-sm font-medium text-fg">
          <Trans>Category</Trans>
          <select
            className={selectClass}
            value={category}
            onChange={(event) => setCategory(isCategory(event.target.value) ? event.target.value : '')}
          >
            <option value="">{t`All categories`}</option>
            {marketplaceCategories.map((value) => (
              <option key={value} value={value}>
                {contractText(marketplaceCategoryLabels[value])}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 self-end pb-2 text-sm text-fg">
          <input type="checkbox" checked={free} onChange={(event) => setFree(event.target.checked)} />
          <Trans>Free only</Trans>
        </label>
        <Input
          label={t`Lowest price`}
          inputMode="decimal"
          value={minPrice}
          disabled={free}
          onChange={(event) => setMinPrice(event.target.value)}
          error={minPrice && !PRICE_INPUT.test(minPrice) ? contractText(MarketplaceMessages.priceInvalid) : undefined}
        />
        <Input
          label={t`Highest price`}
          inputMode="decimal"
          value={maxPrice}
          disabled={free}
          onChange={(event) => setMaxPrice(event.target.value)}
          error={
            maxPrice && !PRICE_INPUT.test(maxPrice)
              ? contractText(MarketplaceMessages.priceInvalid)
              : badRange
                ? contractText(MarketplaceMessages.priceRangeInvalid)
                : undefined
          }
        />
      </form>
      <ItemGrid
        query={query}
        items={items}
        label={t`Items for sale`}
        empty={filtered ? contractText(MarketplaceMessages.emptyFiltered) : contractText(MarketplaceMessages.empty)}
      />
    </div>
  );
}

function Saved() {
  const { t } = useLingui();
  const { query, items } = usePagedList(marketplaceKeys.saved, (page, signal) => marketplaceApi.saved(page, signal));
  return (
    <ItemGrid query={query} items={items} label={t`Saved items`} empty={contractText(MarketplaceMessages.savedEmpty)} />
  );
}

function Mine() {
  const { t } = useLingui();
  const { query, items } = usePagedList(marketplaceKeys.mine, (page, signal) => marketplaceApi.mine(page, signal));
  return (
    <ItemGrid
      query={query}
      items={items}
      label={t`Your listings`}
      empty={contractText(MarketplaceMessages.mineEmpty)}
    />
  );
}

/** /dashboard/marketplace (issue 19): browse the area's items, saved items, and one's own listings. */
export default function MarketplacePage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Marketplace`);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const selected: TabKey = isTab(requested) ? requested : 'browse';
  const [view, setView] = useListOrMap();
  return (
    <PageMain
      className={`mx-auto flex w-full flex-col gap-4 px-3 py-4 sm:px-6 sm:py-6 ${view === 'map' ? 'max-w-6xl' : 'max-w-4xl'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="me-auto text-2xl font-bold text-fg">
          <Trans>Marketplace</Trans>
        </h1>
        <ListOrMapToggle view={view} onChange={setView} />
        <Link
          to="/dashboard/marketplace/new"
          className="inline-flex min-h-10 items-center gap-1 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <Plus className="h-4 w-4" />
          <Trans>Sell an item</Trans>
        </Link>
      </div>
      {view === 'map' ? (
        <MapListView
          kinds={['item']}
          label={t`Items on the map`}
          hint={null}
          emptyText={t`No items for sale on this part of the map.`}
        />
      ) : (
        <Tabs
          label={t`Marketplace`}
          tabs={tabs.map((tab) => ({ key: tab.key, label: i18n._(tab.label) }))}
          selected={selected}
          onSelect={(key) => setParams(key === 'browse' ? {} : { tab: key }, { replace: true })}
        >
          {selected === 'browse' ? <Browse /> : selected === 'saved' ? <Saved /> : <Mine />}
        </Tabs>
      )}
    </PageMain>
  );
}
