import { useEffect, useState } from 'react';
import type { AuthProvider } from '@ourhood/contract';
import { authApi } from './auth-api';

export type AuthProvidersState = { status: 'loading' } | { status: 'ready'; providers: AuthProvider[] };

/**
 * The identity providers the server offers (issue 42), asked once per screen. A server that
 * cannot say counts as one with none: signing in with a password still works, and no button leads
 * nowhere.
 */
export function useAuthProviders(): AuthProvidersState {
  const [state, setState] = useState<AuthProvidersState>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    authApi.providers().then(
      ({ data }) => !cancelled && setState({ status: 'ready', providers: data }),
      () => !cancelled && setState({ status: 'ready', providers: [] }),
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}
