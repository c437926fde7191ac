import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { PageMain } from '../../components/ui/page-main';
import { usePagedList } from '../../lib/use-paged-list';
import { useDebounced } from '../../lib/use-debounced';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CreateGroupDialog } from './group-form-dialog';
import { GroupGrid } from './group-grid';
import { groupKeys } from './group-keys';
import { groupsApi } from './groups-api';

/**
 * /dashboard/groups (issue 15): the viewer's groups, the groups of their area (most active first)
 * and a search by name and description, kept in the URL (`?q=`) so Back returns to it.
 */
export default function GroupsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Groups`);
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const [input, setInput] = useState(search);
  const debounced = useDebounced(input.trim());
  const applied = useRef(debounced);
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    if (debounced === applied.current) return;
    applied.current = debounced;
    setParams(debounced ? { q: debounced } : {}, { replace: true });
  }, [debounced, setParams]);

  return (
    <PageMain className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-3 py-4 sm:px-6 sm:py-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-fg">
            <Trans>Groups</Trans>
          </h1>
          <p className="mt-1 text-muted">
            <Trans>Neighbours organising around streets, buildings, schools and interests</Trans>
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" /> <Trans>Create group</Trans>
        </Button>
      </div>
      <div className="relative max-w-xl">
        <label htmlFor="group-search" className="sr-only">
          <Trans>Search groups</Trans>
        </label>
        <Search
          className="pointer-events-none absolute inset-s-3 top-1/2 h-4 w-4 -translate-y-1/2 text-faint"
          aria-hidden="true"
        />
        <input
          id="group-search"
          type="search"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          placeholder={t`Search groups by name or description...`}
          className="w-full rounded-lg border border-line-strong bg-raised py-2 ps-9 pe-3 text-base text-fg placeholder:text-faint"
        />
      </div>
      {search ? <SearchResults search={search} /> : <Overview />}
      {creating ? <CreateGroupDialog onClose={() => setCreating(false)} /> : null}
    </PageMain>
  );
}

function Overview() {
  const { t } = useLingui();
  const mine = usePagedList(groupKeys.mine, (page, signal) => groupsApi.mine(page, signal));
  const area = usePagedList(groupKeys.list(''), (page, signal) => groupsApi.list(page, '', signal));
  return (
    <>
      <section aria-labelledby="your-groups" className="flex flex-col gap-3">
        <h2 id="your-groups" className="text-lg font-semibold text-fg">
          <Trans>Your groups</Trans>
        </h2>
        <GroupGrid
          label={t`Your groups`}
          query={mine.query}
          items={mine.items}
          empty={t`You have not joined any groups yet. Join one below, or start your own.`}
        />
      </section>
      <section aria-labelledby="area-groups" className="flex flex-col gap-3">
        <h2 id="area-groups" className="text-lg font-semibold text-fg">
          <Trans>Groups in your area</Trans>
        </h2>
        <GroupGrid
          label={t`Groups in your area`}
          query={area.query}
          items={area.items}
          empty={t`No groups in your area yet. Start the first one!`}
        />
      </section>
    </>
  );
}

function SearchResults({ search }: { search: string }) {
  const { t } = useLingui();
  const results = usePagedList(groupKeys.list(search), (page, signal) => groupsApi.list(page, search, signal));
  return (
    <section aria-labelledby="group-results" className="flex flex-col gap-3" aria-live="polite">
      <h2 id="group-results" className="text-lg font-semibold text-fg">
        <Trans>Groups matching “{search}”</Trans>
      </h2>
      <GroupGrid
        label={t`Search results`}
        query={results.query}
        items={results.items}
        empty={t`No groups match “${search}”.`}
      />
    </section>
  );
}
