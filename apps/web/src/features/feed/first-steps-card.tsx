import { useEffect } from 'react';
import { CircleCheck, Circle, X } from 'lucide-react';
import type { FirstStepKey } from '@ourhood/contract';
import { LocationUiMessage } from '@ourhood/contract/location-ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cx } from '../../components/ui/cx';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { useFirstSteps, useSetFirstStepsDismissed } from '../../lib/first-steps/use-first-steps';
import { locationErrorMessage } from '../../lib/location/current-position';
import { useChangeLocation } from './use-change-location';
import { firstStepsLastHidden, rememberFirstStepsHidden } from '../../lib/first-steps/first-steps-memory';
import { useSession } from '../../lib/session/session-store';
import { firstStepRowClass } from './first-step-row';
import { FirstStepsPlaceholder } from './first-steps-placeholder';

const stepText: Record<FirstStepKey, MessageDescriptor> = {
  location: msg`Set your location`,
  first_post: msg`Say hello in a first post`,
  join_group: msg`Join a group nearby`,
  follow_organization: msg`Follow an organization`,
  notifications: msg`Turn on notifications`,
};

/** Where each step is done; the location is set right here, by the same button as the side panel's. */
const stepLink: Record<Exclude<FirstStepKey, 'location'>, string> = {
  first_post: '/dashboard?compose=1',
  join_group: '/dashboard/groups',
  follow_organization: '/dashboard/discover',
  notifications: '/dashboard/settings#notification-preferences',
};

function StepMark({ done }: { done: boolean }) {
  return done ? (
    <CircleCheck className="h-5 w-5 shrink-0 text-success" />
  ) : (
    <Circle className="h-5 w-5 shrink-0 text-faint" />
  );
}

/**
 * "First steps" on a neighbour's home (issue 42): five steps, each leading to where it is done and
 * ticked from the server's answer once done; hidden when all are done or when dismissed (kept on
 * the server; Settings brings it back).
 */
export function FirstStepsCard() {
  const { t, i18n } = useLingui();
  const steps = useFirstSteps();
  const dismiss = useSetFirstStepsDismissed();
  const change = useChangeLocation();
  const userId = useSession((state) => state.user?.id);
  const hidden = steps.data ? steps.data.dismissed || steps.data.steps.every((step) => step.done) : undefined;
  useEffect(() => {
    if (hidden !== undefined) rememberFirstStepsHidden(userId, hidden);
  }, [userId, hidden]);

  if (steps.isPending) return firstStepsLastHidden(userId) ? null : <FirstStepsPlaceholder />;
  if (steps.isError) {
    return (
      <Banner tone="error">
        {errorMessage(steps.error, t`Your first steps could not be loaded.`)}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void steps.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </Banner>
    );
  }
  const list = steps.data.steps;
  const doneCount = list.filter((step) => step.done).length;
  if (hidden) return null;
  const total = list.length;

  const hide = () =>
    dismiss.mutate(true, {
      onSuccess: () => toast(t`First steps hidden. You can show them again in Settings.`),
      onError: (error) => toast(errorMessage(error, t`Could not hide the first steps`), { tone: 'error' }),
    });

  return (
    <Card as="section" aria-labelledby="first-steps-heading" className="p-5">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 id="first-steps-heading" className="text-lg font-semibold text-fg">
            <Trans>First steps</Trans>
          </h2>
          <p className="text-sm text-muted" data-testid="first-steps-progress">
            <Trans>
              {doneCount} of {total} done
            </Trans>
          </p>
        </div>
        <Button
          variant="ghost"
          className="-me-2 -mt-1 px-2"
          aria-label={t`Hide first steps`}
          busy={dismiss.isPending}
          onClick={hide}
        >
          <X className="h-5 w-5" />
        </Button>
      </div>
      <div
        className="mt-3 h-2 overflow-hidden rounded-full bg-sunken"
        role="progressbar"
        aria-label={t`First steps done`}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={doneCount}
      >
        <div className="h-full rounded-full bg-accent" style={{ width: `${(doneCount / total) * 100}%` }} />
      </div>
      <ul className="mt-3 flex flex-col gap-1">
        {list.map((step) => {
          const label = i18n._(stepText[step.key]);
          const content = (
            <>
              <StepMark done={step.done} />
              <span className={cx('flex-1', step.done ? 'text-muted line-through' : 'font-medium text-fg')}>
                {label}
              </span>
              <span className="sr-only">{step.done ? t`Done` : t`Not done yet`}</span>
            </>
          );
          return (
            <li key={step.key} data-step={step.key} data-done={step.done}>
              {step.key === 'location' ? (
                <button
                  type="button"
                  className={cx(firstStepRowClass, 'hover:bg-sunken disabled:opacity-70')}
                  disabled={change.isPending}
                  onClick={() =>
                    change.mutate(undefined, {
                      onSuccess: () => toast(LocationUiMessage.UPDATED, { tone: 'success' }),
                    })
                  }
                >
                  {content}
                </button>
              ) : (
                <Link to={stepLink[step.key]} className={cx(firstStepRowClass, 'hover:bg-sunken')}>
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      {change.isError ? (
        <Banner tone="error" className="mt-3">
          {locationErrorMessage(change.error)}
        </Banner>
      ) : null}
    </Card>
  );
}
