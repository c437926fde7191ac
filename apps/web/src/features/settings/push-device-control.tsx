import { BellOff, BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PushMessages } from '@ourhood/contract';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { disablePush, enablePush, pushDeviceState, type PushDeviceState } from '../../lib/push/push-device';
import { useSession } from '../../lib/session/session-store';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { contractText } from '../../lib/i18n/contract-text';

type Status =
  | { kind: 'loading' }
  | { kind: 'ready'; state: PushDeviceState }
  | { kind: 'busy'; state: PushDeviceState; turningOn: boolean }
  | { kind: 'error'; state: PushDeviceState; message: string };

const stateText: Record<PushDeviceState, MessageDescriptor> = {
  on: msg`Push notifications are on for this device.`,
  off: msg`Push notifications are off for this device.`,
  denied: msg`Notifications are blocked for this site in your browser.`,
  unsupported: msg`This browser can't receive push notifications.`,
};

/**
 * "Push notifications on this device" (decision 0027): asks the browser's permission, subscribes
 * and tells the server; turning it off unsubscribes and tells the server too. Which notifications
 * come by push is the Push column of the preferences below.
 */
export function PushDeviceControl() {
  const { t } = useLingui();
  const userId = useSession((state) => state.user?.id);
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const checkFailed = t`Could not check push on this device`;

  useEffect(() => {
    if (!userId) return;
    let live = true;
    pushDeviceState(userId).then(
      (state) => live && setStatus({ kind: 'ready', state }),
      (error: unknown) => live && setStatus({ kind: 'error', state: 'off', message: errorMessage(error, checkFailed) }),
    );
    return () => {
      live = false;
    };
  }, [userId, checkFailed]);

  if (status.kind === 'loading' || !userId) {
    return (
      <div aria-busy="true">
        <span className="sr-only">
          <Trans>Checking push notifications on this device</Trans>
        </span>
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }

  const state = status.state;
  const change = async (turnOn: boolean) => {
    setStatus({ kind: 'busy', state, turningOn: turnOn });
    try {
      const next = turnOn ? await enablePush(userId) : await disablePush();
      setStatus({ kind: 'ready', state: next });
      if (next === 'on') toast(contractText(PushMessages.subscribed), { tone: 'success' });
      else if (!turnOn && next !== 'unsupported') toast(contractText(PushMessages.unsubscribed), { tone: 'success' });
    } catch (error) {
      setStatus({
        kind: 'error',
        state,
        message: errorMessage(error, turnOn ? t`Could not turn push notifications on` : t`Could not turn them off`),
      });
    }
  };

  const busy = status.kind === 'busy';
  const on = state === 'on';
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-line p-3" data-testid="push-device">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          {on ? (
            <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
          ) : (
            <BellOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
          )}
          <div className="min-w-0">
            <h3 className="text-sm font-semibold text-fg">
              <Trans>Push notifications on this device</Trans>
            </h3>
            <p role="status" className="text-sm text-muted">
              {busy
                ? status.turningOn
                  ? t`Turning push notifications on...`
                  : t`Turning push notifications off...`
                : t(stateText[state])}
            </p>
          </div>
        </div>
        {state === 'on' || state === 'off' ? (
          <Button type="button" variant={on ? 'secondary' : 'primary'} busy={busy} onClick={() => void change(!on)}>
            {on ? <Trans>Turn off push</Trans> : <Trans>Turn on push</Trans>}
          </Button>
        ) : null}
      </div>
      {state === 'denied' ? (
        <Banner tone="info">
          <Trans>
            To turn push on, allow notifications for this site in your browser's site settings (usually the icon left of
            the address), then reload this page. Your other notifications still arrive in the app and by e-mail.
          </Trans>
        </Banner>
      ) : state === 'unsupported' ? (
        <Banner tone="info">
          <Trans>
            Use a current browser (or add Ourhood to your home screen on iPhone and iPad) to get push notifications. You
            still get notifications in the app and by e-mail.
          </Trans>
        </Banner>
      ) : null}
      {status.kind === 'error' ? <Banner tone="error">{status.message}</Banner> : null}
    </div>
  );
}
