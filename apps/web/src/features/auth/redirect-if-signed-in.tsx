import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { returnPathFrom } from '../../lib/session/return-to';
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
  const next = returnPathFrom(useLocation().search);
  if (signedInOnArrival) return <Navigate to={next ?? '/dashboard'} replace />;
  return <>{children}</>;
}
