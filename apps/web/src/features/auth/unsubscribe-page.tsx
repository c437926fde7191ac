import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UnsubscribeState } from '@ourhood/contract';
import { apiRoutes } from '@ourhood/contract/routes';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError, call, errorMessage } from '../../lib/api-client';
import { AuthFrame } from './auth-frame';

type Load = { state: 'loading' } | { state: 'ready'; list: UnsubscribeState } | { state: 'failed'; error: unknown };

const invalidLink = msg`This unsubscribe link is not valid. Change what we e-mail you in Settings → Notifications.`;

/**
 * /unsubscribe/:token, the link at the foot of our e-mails: says what it stops, and stops it with
 * one press, without signing in (mail clients use the API's one-click POST directly, RFC 8058).
 */
export default function UnsubscribePage() {
  const { t } = useLingui();
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
        setLoad({ state: 'failed', error });
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
      setFailure(errorMessage(error, t`Could not unsubscribe. Try again.`));
    } finally {
      setBusy(false);
    }
  };

  // The name of the list of e-mails (API data), named for the translators.
  const listName = load.state === 'ready' ? load.list.label : '';

  return (
    <AuthFrame title={t`Unsubscribe`}>
      {load.state === 'loading' ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">
            <Trans>Loading</Trans>
          </span>
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-10 w-40" />
        </div>
      ) : load.state === 'failed' ? (
        <Banner tone="error">
          {load.error instanceof ApiError && load.error.status === 404
            ? t(invalidLink)
            : errorMessage(load.error, t`Could not load this link`)}
        </Banner>
      ) : load.list.unsubscribed ? (
        <div className="flex flex-col gap-4" role="status">
          <p className="text-fg">
            <Trans>
              You are unsubscribed from: <strong>{listName}</strong>.
            </Trans>
          </p>
          <p className="text-sm text-muted">
            <Trans>
              You can turn it back on at any time in{' '}
              <Link to="/dashboard/settings" className="font-semibold text-accent underline">
                Settings
              </Link>
              .
            </Trans>
          </p>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-fg">
            <Trans>
              Stop these e-mails: <strong>{listName}</strong>?
            </Trans>
          </p>
          {failure ? <Banner tone="error">{failure}</Banner> : null}
          <Button onClick={stop} busy={busy} className="self-start">
            {busy ? t`Unsubscribing...` : t`Unsubscribe`}
          </Button>
        </div>
      )}
    </AuthFrame>
  );
}
