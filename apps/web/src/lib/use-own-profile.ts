import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@ourhood/contract/routes';
import { call } from './api-client';
import { applyAccountLocale } from './i18n/account-locale';
import { useSession } from './session/session-store';

/** Query key prefix of the signed-in user's profile; the token completes it per session. */
export const ownProfileKey = ['profile', 'me'] as const;

/** The signed-in user's profile query, for the hook and for starting it before the first render. */
export function ownProfileQuery(token: string | null) {
  return queryOptions({
    queryKey: [...ownProfileKey, token],
    queryFn: async () => {
      const { data } = await call(apiRoutes.getMe);
      useSession.getState().setUser(data);
      void applyAccountLocale(data.locale);
      return data;
    },
    enabled: Boolean(token),
  });
}

/** The signed-in user, loaded once per session; a dead token makes the API client log out. */
export function useOwnProfile() {
  const token = useSession((state) => state.token);
  return useQuery(ownProfileQuery(token));
}
