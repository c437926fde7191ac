import { Suspense, lazy, useEffect } from 'react';
import { Navigate } from 'react-router';
import { afterLoadWhenIdle } from '../../lib/after-load-when-idle';
import { useSession } from '../../lib/session/session-store';
import { NeighbourShell } from './neighbour-shell';

// The organization frame is a chunk of its own, so a neighbour's first load never carries it.
const OrganizationShell = lazy(() =>
  import('./organization-shell').then((module) => ({ default: module.OrganizationShell })),
);
// The live connection's code (with the schemas it checks events against) loads once the page has
// loaded and the browser is idle, not beside the first screen's own chunks and requests. What
// happens meanwhile is not lost: the stream refreshes the counts when it opens.
const LiveConnection = lazy(() => afterLoadWhenIdle().then(() => import('../../lib/notifications/live-connection')));

/** Spec §2: the shell follows the user type; any other type goes to /login. */
export default function DashboardShell() {
  const userType = useSession((state) => state.userType);
  const userId = useSession((state) => state.user?.id);
  // The service worker (offline shell, Web Push; decision 0027) is registered here, lazily, so the
  // public website and the dashboard's first load never carry its code.
  useEffect(() => {
    void import('../../lib/push/push-device')
      .then(({ startServiceWorker }) => startServiceWorker(userId))
      .catch(() => undefined);
  }, [userId]);
  if (userType !== 'neighbour' && userType !== 'organization') return <Navigate to="/login" replace />;
  return (
    <>
      {/* The tab's one live notification connection, for as long as a signed-in shell is shown. */}
      <Suspense fallback={null}>
        <LiveConnection />
      </Suspense>
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
