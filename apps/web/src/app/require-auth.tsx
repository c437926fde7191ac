import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { useSession, type UserType } from '../lib/session/session-store';

/**
 * The guard of spec §2: a loader while the session loads, /login for visitors, /dashboard for
 * signed-in users whose type is not in the allowed list, and /login for an unknown type.
 */
export function RequireAuth({ allowedTypes, children }: { allowedTypes?: UserType[]; children: ReactNode }) {
  const { hydrated, isLoading, isAuthenticated, token, userType } = useSession();
  if (!hydrated || isLoading) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label="Loading your session" />
      </div>
    );
  }
  if (!isAuthenticated || !token) return <Navigate to="/login" replace />;
  // A type this app does not know (an old or tampered store) cannot pick a shell: sign in again.
  if (userType !== 'neighbour' && userType !== 'organization') return <Navigate to="/login" replace />;
  if (allowedTypes && (!userType || !allowedTypes.includes(userType))) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
