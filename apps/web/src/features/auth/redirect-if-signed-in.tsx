import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../lib/session/session-store';

/**
 * /login and /signup send signed-in users of a known type to /dashboard (spec §2). Checked on
 * arrival only, so a fresh login can show its success message before its own redirect.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const [signedInOnArrival] = useState(() => {
    const { isAuthenticated, token, userType } = useSession.getState();
    return Boolean(isAuthenticated && token && userType);
  });
  if (signedInOnArrival) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
