import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Banner } from '../../components/ui/banner';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { useSession, userTypeOf } from '../../lib/session/session-store';
import { authApi } from './auth-api';
import { AuthFrame } from './auth-frame';

/**
 * /login/provider: where the provider's sign-in lands once the server accepted it (issue 42). The
 * one-minute ticket waits in an HttpOnly cookie; this page trades it, once, for the session the
 * password login would give, then goes where a fresh account or login goes: the dashboard.
 */
export default function ProviderReturnPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const signIn = useSession((state) => state.signIn);
  const [failure, setFailure] = useState<string | null>(null);
  // The ticket is good once: a second run of the effect (React's development double run) must not
  // spend it again.
  const exchange = useRef<ReturnType<typeof authApi.providerSession> | null>(null);

  useEffect(() => {
    let cancelled = false;
    exchange.current ??= authApi.providerSession();
    exchange.current.then(
      ({ data }) => {
        if (cancelled) return;
        signIn(data.token, data.user, userTypeOf(data.user.user_type ?? data.user.account_type));
        navigate('/dashboard', { replace: true });
      },
      (error: unknown) => {
        if (cancelled) return;
        setFailure(
          error instanceof ApiError && error.status === 401 && error.message
            ? error.message
            : t`We could not finish signing you in. Please try again.`,
        );
      },
    );
    return () => {
      cancelled = true;
    };
  }, [navigate, signIn, t]);

  return (
    <AuthFrame title={failure ? t`Sign-in did not finish` : t`Signing you in…`}>
      {failure ? (
        <>
          <Banner tone="error">{failure}</Banner>
          <Link to="/login" className="mt-6 inline-flex font-semibold text-accent underline">
            <Trans>Back to sign-in</Trans>
          </Link>
        </>
      ) : (
        <div className="flex flex-col items-center gap-3 py-6">
          <Spinner label={t`Signing you in…`} />
        </div>
      )}
    </AuthFrame>
  );
}
