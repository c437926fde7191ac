import { Outlet } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { NotFoundPage } from '../features/public/lazy-not-found-page';
import { useOwnProfile } from '../lib/use-own-profile';
import { useLingui } from '@lingui/react/macro';

/**
 * /admin is for admins only; everyone else gets the 404 page, as the admin API answers 404 (the
 * screens do not reveal themselves). Inside RequireAuth, so the caller is signed in; loaded with
 * the first visit of /admin, so no other screen carries it.
 */
export default function RequireAdmin() {
  const { t } = useLingui();
  const me = useOwnProfile();
  if (me.isPending) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label={t`Loading`} />
      </div>
    );
  }
  if (me.data?.role !== 'admin') return <NotFoundPage />;
  return <Outlet />;
}
