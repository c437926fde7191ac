import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Delays } from '@ourhood/contract';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session/session-store';
import { authApi } from './auth-api';

/** Ends the session on the server (best effort), clears the client, then /login after 100 ms. */
export default function LogoutPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  useEffect(() => {
    let timer: number | undefined;
    let cancelled = false;
    void authApi
      .logout()
      .catch(() => undefined)
      .finally(() => {
        if (cancelled) return;
        useSession.getState().clear();
        timer = window.setTimeout(() => navigate('/login', { replace: true }), Delays.afterLogoutMs);
      });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [navigate]);
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center gap-3">
      <Spinner label={t`Signing you out`} />
      <p className="text-muted">
        <Trans>Signing you out…</Trans>
      </p>
    </main>
  );
}
