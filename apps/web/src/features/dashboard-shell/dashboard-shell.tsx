import { Navigate } from 'react-router';
import { useSession } from '../../lib/session/session-store';
import { NeighbourShell } from './neighbour-shell';
import { OrganizationShell } from './organization-shell';

/** Spec §2: the shell follows the user type; any other type goes to /login. */
export default function DashboardShell() {
  const userType = useSession((state) => state.userType);
  if (userType === 'neighbour') return <NeighbourShell />;
  if (userType === 'organization') return <OrganizationShell />;
  return <Navigate to="/login" replace />;
}
