import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FeedList } from './feed-list';
import { PostComposer } from '../../components/posts/post-composer';
import { SidePanel } from './side-panel';
import { Trans, useLingui } from '@lingui/react/macro';
import { FirstStepsCard } from './first-steps-card';

/** Dashboard home (spec §2): composer, the local feed or search results, and the area panel. */
export default function HomePage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  // ?compose=1 (the first steps' "say hello") opens the composer once, then leaves the address.
  const compose = params.get('compose') === '1';
  const composeHandled = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('compose');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  useDocumentTitle(search ? t`Search: ${search}` : t`Home`);
  return (
    <main
      id="main"
      className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-3 py-4 sm:px-6 sm:py-6 lg:grid-cols-[minmax(0,1fr)_18rem]"
    >
      {search ? null : (
        <h1 className="sr-only">
          <Trans>Home</Trans>
        </h1>
      )}
      {/* Before the feed in reading order, so phones show it on top; beside the feed from 1024 px. */}
      <SidePanel className="lg:col-start-2 lg:row-start-1" />
      <div className="flex min-w-0 flex-col gap-4 lg:col-start-1 lg:row-start-1">
        {search ? (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h1 className="min-w-0 break-words text-xl font-bold text-fg">
              <Trans>Results for “{search}”</Trans>
            </h1>
            <Link
              to="/dashboard"
              className="rounded-lg border border-line-strong bg-raised px-3 py-2 text-sm font-semibold text-fg hover:bg-sunken"
            >
              <Trans>Clear search</Trans>
            </Link>
          </div>
        ) : (
          <>
            <FirstStepsCard />
            <PostComposer openRequested={compose} onOpenRequestHandled={composeHandled} />
          </>
        )}
        <FeedList search={search} />
      </div>
    </main>
  );
}
