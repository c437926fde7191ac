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

type Status =
  | { kind: 'loading' }
  | { kind: 'ready'; state: PushDeviceState }
  | { kind: 'busy'; state: PushDeviceState; turningOn: boolean }
  | { kind: 'error'; state: PushDeviceState; message: string };

const stateText: Record<PushDeviceState, string> = {
  on: 'Push notifications are on for this device.',
  off: 'Push notifications are off for this device.',
  denied: 'Notifications are blocked for this site in your browser.',
  unsupported: "This browser can't receive push notifications.",
};

/**
 * "Push notifications on this device" (decision 0027): asks the browser's permission, subscribes
 * and tells the server; turning it off unsubscribes and tells the server too. Which notifications
 * come by push is the Push column of the preferences below.
 */
export function PushDeviceControl() {
  const userId = useSession((state) => state.user?.id);
  const [status, setStatus] = useState<Status>({ kind: 'loading' });

  useEffect(() => {
    if (!userId) return;
    let live = true;
    pushDeviceState(userId).then(
      (state) => live && setStatus({ kind: 'ready', state }),
      (error: unknown) =>
        live &&
        setStatus({ kind: 'error', state: 'off', message: errorMessage(error, 'Could not check push on this device') }),
    );
    return () => {
      live = false;
    };
  }, [userId]);

  if (status.kind === 'loading' || !userId) {
    return (
      <div aria-busy="true">
        <span className="sr-only">Checking push notifications on this device</span>
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
      if (next === 'on') toast(PushMessages.subscribed, { tone: 'success' });
      else if (!turnOn && next !== 'unsupported') toast(PushMessages.unsubscribed, { tone: 'success' });
    } catch (error) {
      setStatus({
        kind: 'error',
        state,
        message: errorMessage(error, turnOn ? 'Could not turn push notifications on' : 'Could not turn them off'),
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
            <h3 className="text-sm font-semibold text-fg">Push notifications on this device</h3>
            <p role="status" className="text-sm text-muted">
              {busy
                ? status.turningOn
                  ? 'Turning push notifications on...'
                  : 'Turning push notifications off...'
                : stateText[state]}
            </p>
          </div>
        </div>
        {state === 'on' || state === 'off' ? (
          <Button type="button" variant={on ? 'secondary' : 'primary'} busy={busy} onClick={() => void change(!on)}>
            {on ? 'Turn off push' : 'Turn on push'}
          </Button>
        ) : null}
      </div>
      {state === 'denied' ? (
        <Banner tone="info">
          To turn push on, allow notifications for this site in your browser's site settings (usually the icon left of
          the address), then reload this page. Your other notifications still arrive in the app and by e-mail.
        </Banner>
      ) : state === 'unsupported' ? (
        <Banner tone="info">
          Use a current browser (or add Ourhood to your home screen on iPhone and iPad) to get push notifications. You
          still get notifications in the app and by e-mail.
        </Banner>
      ) : null}
      {status.kind === 'error' ? <Banner tone="error">{status.message}</Banner> : null}
    </div>
  );
}
