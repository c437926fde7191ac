import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { UnsubscribeState } from '@ourhood/contract';
import { apiRoutes } from '@ourhood/contract/routes';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError, call, errorMessage } from '../../lib/api-client';
import { AuthFrame } from './auth-frame';

type Load = { state: 'loading' } | { state: 'ready'; list: UnsubscribeState } | { state: 'failed'; message: string };

const invalidLink = 'This unsubscribe link is not valid. Change what we e-mail you in Settings → Notifications.';

/**
 * /unsubscribe/:token, the link at the foot of our e-mails: says what it stops, and stops it with
 * one press, without signing in (mail clients use the API's one-click POST directly, RFC 8058).
 */
export default function UnsubscribePage() {
  const { token = '' } = useParams();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    call(apiRoutes.describeUnsubscribe, { params: { token }, signal: controller.signal })
      .then(({ data }) => setLoad({ state: 'ready', list: data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = error instanceof ApiError && error.status === 404;
        setLoad({ state: 'failed', message: notFound ? invalidLink : errorMessage(error, 'Could not load this link') });
      });
    return () => controller.abort();
  }, [token]);

  const stop = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { data } = await call(apiRoutes.unsubscribe, { params: { token } });
      setLoad({ state: 'ready', list: data });
    } catch (error) {
      setFailure(errorMessage(error, 'Could not unsubscribe. Try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame title="Unsubscribe">
      {load.state === 'loading' ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">Loading</span>
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-10 w-40" />
        </div>
      ) : load.state === 'failed' ? (
        <Banner tone="error">{load.message}</Banner>
      ) : load.list.unsubscribed ? (
        <div className="flex flex-col gap-4" role="status">
          <p className="text-fg">
            You are unsubscribed from: <strong>{load.list.label}</strong>.
          </p>
          <p className="text-sm text-muted">
            You can turn it back on at any time in{' '}
            <Link to="/dashboard/settings" className="font-semibold text-accent underline">
              Settings
            </Link>
            .
          </p>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-fg">
            Stop these e-mails: <strong>{load.list.label}</strong>?
          </p>
          {failure ? <Banner tone="error">{failure}</Banner> : null}
          <Button onClick={stop} busy={busy} className="self-start">
            {busy ? 'Unsubscribing...' : 'Unsubscribe'}
          </Button>
        </div>
      )}
    </AuthFrame>
  );
}
