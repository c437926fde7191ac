import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { loginPathFor } from '../lib/session/return-to';
import { useSession, type UserType } from '../lib/session/session-store';
import { useLingui } from '@lingui/react/macro';

/**
 * The guard of spec §2: a loader while the session loads, /login for visitors, /dashboard for
 * signed-in users whose type is not in the allowed list, and /login for an unknown type.
 */
export function RequireAuth({ allowedTypes, children }: { allowedTypes?: UserType[]; children: ReactNode }) {
  const { hydrated, isLoading, isAuthenticated, token, userType, signedOut } = useSession();
  const { t } = useLingui();
  const location = useLocation();
  if (!hydrated || isLoading) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label={t`Loading your session`} />
      </div>
    );
  }
  // A visitor who opened a page inside the dashboard (a shared post) comes back to it after sign-in;
  // someone who just signed out (or deleted the account) here does not.
  if (!isAuthenticated || !token) {
    return <Navigate to={signedOut ? '/login' : loginPathFor(location.pathname + location.search)} replace />;
  }
  // A type this app does not know (an old or tampered store) cannot pick a shell: sign in again.
  if (userType !== 'neighbour' && userType !== 'organization') return <Navigate to="/login" replace />;
  if (allowedTypes && (!userType || !allowedTypes.includes(userType))) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
