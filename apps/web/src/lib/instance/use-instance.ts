import { useEffect, useState } from 'react';
import type { Instance } from '@ourhood/contract';
import { apiRoutes } from '@ourhood/contract/routes';
import { call } from '../api-client';

/**
 * The instance's public settings (issue 43: name, rules, sign-up policy), asked once per screen,
 * for screens outside TanStack Query (sign-up, the public pages). Undefined while loading or when
 * the server cannot say: sign-up then shows the form as for an open instance, and the server
 * still decides.
 */
export function useInstance(): Instance | undefined {
  const [instance, setInstance] = useState<Instance>();
  useEffect(() => {
    let cancelled = false;
    call(apiRoutes.getInstance).then(
      ({ data }) => !cancelled && setInstance(data),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return instance;
}
