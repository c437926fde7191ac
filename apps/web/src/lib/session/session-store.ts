import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { StorageKeys } from '@ourhood/contract/constants';
import type { ApiResponse, ApiRoutes } from '@ourhood/contract/routes';

export type UserType = 'neighbour' | 'organization';

/** The signed-in account as the API describes it to itself (GET /users/profile/me, login's `user`). */
export type SessionUser = ApiResponse<ApiRoutes['getMe']>['data'];

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
  userType: UserType | null;
  /** True once the persisted session has been read back from storage. */
  hydrated: boolean;
  /**
   * True after this tab ended its session (logout, account deletion, a refused token): the guard
   * then sends to a plain /login, not back to the page that was open (not persisted).
   */
  signedOut: boolean;
  signIn(token: string, user: SessionUser, userType: UserType): void;
  setUser(user: SessionUser): void;
  setLoading(isLoading: boolean): void;
  setError(error: string | null): void;
  clear(): void;
  markHydrated(): void;
}

/** Spec §3: 'organization' in any case means organization; anything else is a neighbour. */
export function userTypeOf(accountType: unknown): UserType {
  return typeof accountType === 'string' && accountType.toLowerCase() === 'organization' ? 'organization' : 'neighbour';
}

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      user: null,
      token: null,
      isAuthenticated: false,
      isLoading: false,
      error: null,
      userType: null,
      hydrated: false,
      signedOut: false,
      signIn(token, user, userType) {
        localStorage.setItem(StorageKeys.token, token);
        set({ token, user, userType, isAuthenticated: true, error: null, signedOut: false });
      },
      setUser(user) {
        set({ user });
      },
      setLoading(isLoading) {
        set({ isLoading });
      },
      setError(error) {
        set({ error });
      },
      markHydrated() {
        set({ hydrated: true });
      },
      clear() {
        localStorage.removeItem(StorageKeys.token);
        set({
          user: null,
          token: null,
          isAuthenticated: false,
          userType: null,
          error: null,
          isLoading: false,
          signedOut: true,
        });
      },
    }),
    {
      name: StorageKeys.auth,
      storage: createJSONStorage(() => localStorage),
      // Spec §3: only these three are persisted under auth-storage.
      partialize: (state) => ({ token: state.token, isAuthenticated: state.isAuthenticated, userType: state.userType }),
      // Hydration from localStorage runs inside create(), before `useSession` exists: use the
      // rehydrated state's own action.
      onRehydrateStorage: () => (state) => state?.markHydrated(),
    },
  ),
);

/** Spec §4: a forced logout clears all browser storage and hard-redirects to /login. */
export function forceLogout(): void {
  useSession.getState().clear();
  localStorage.clear();
  sessionStorage.clear();
  window.location.assign('/login');
}
