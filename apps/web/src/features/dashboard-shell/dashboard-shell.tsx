import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useNotificationStream } from '../../lib/notifications/use-notification-stream';
import { useSession } from '../../lib/session/session-store';
import { NeighbourShell } from './neighbour-shell';
import { OrganizationShell } from './organization-shell';

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
  // The tab's one live notification connection, for as long as a signed-in shell is shown.
  useNotificationStream();
  if (userType === 'neighbour') return <NeighbourShell />;
  if (userType === 'organization') return <OrganizationShell />;
  return <Navigate to="/login" replace />;
}
