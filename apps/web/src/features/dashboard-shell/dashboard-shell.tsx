import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { afterLoadWhenIdle } from '../../lib/after-load-when-idle';
import { firstRequestsAnswered } from '../../lib/first-requests-answered';
import { useSession } from '../../lib/session/session-store';
import { NeighbourShell } from './neighbour-shell';
import { lazyWithMessages } from '../../lib/i18n/lazy-with-messages';

// The organization frame is a chunk of its own, so a neighbour's first load never carries it.
const OrganizationShell = lazyWithMessages(() =>
  import('./organization-shell').then((module) => ({ default: module.OrganizationShell })),
);
// The live connection's code (with the schemas it checks events against) and the service worker
// load once the first screen is done (the page loaded, its first requests answered, the browser
// idle), not beside the first screen's own chunks and requests, where they delayed its first paint.
// What happens meanwhile is not lost: the stream refreshes the counts when it opens.
const LiveConnection = lazyWithMessages(() => import('../../lib/notifications/live-connection'));

function useFirstScreenDone(): boolean {
  const client = useQueryClient();
  const [done, setDone] = useState(false);
  useEffect(() => {
    const unmounted = new AbortController();
    void afterLoadWhenIdle(firstRequestsAnswered(client, unmounted.signal)).then(
      () => !unmounted.signal.aborted && setDone(true),
    );
    return () => unmounted.abort();
  }, [client]);
  return done;
}

/** Spec §2: the shell follows the user type; any other type goes to /login. */
export default function DashboardShell() {
  const userType = useSession((state) => state.userType);
  const userId = useSession((state) => state.user?.id);
  const firstScreenDone = useFirstScreenDone();
  // The service worker (offline shell, Web Push; decision 0027) is registered here, lazily, so the
  // public website and the dashboard's first load never carry its code.
  useEffect(() => {
    if (!firstScreenDone) return;
    void import('../../lib/push/push-device')
      .then(({ startServiceWorker }) => startServiceWorker(userId))
      .catch(() => undefined);
  }, [userId, firstScreenDone]);
  if (userType !== 'neighbour' && userType !== 'organization') return <Navigate to="/login" replace />;
  return (
    <>
      {/* The tab's one live notification connection, for as long as a signed-in shell is shown. */}
      <Suspense fallback={null}>{firstScreenDone ? <LiveConnection /> : null}</Suspense>
      {userType === 'neighbour' ? (
        <NeighbourShell />
      ) : (
        <Suspense fallback={<div className="min-h-screen bg-canvas" aria-busy="true" />}>
          <OrganizationShell />
        </Suspense>
      )}
    </>
  );
}
