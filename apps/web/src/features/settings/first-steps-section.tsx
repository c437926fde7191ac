import { Trans, useLingui } from '@lingui/react/macro';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api-client';
import { useFirstSteps, useSetFirstStepsDismissed } from '../../lib/first-steps/use-first-steps';
import { SettingsSection } from './settings-section';

/** Where a neighbour who hid the first steps on Home brings them back (or hides them) (issue 42). */
export function FirstStepsSection() {
  const { t } = useLingui();
  const steps = useFirstSteps();
  const change = useSetFirstStepsDismissed();
  const allDone = steps.data?.steps.every((step) => step.done) ?? false;
  return (
    <SettingsSection
      id="first-steps-heading"
      title={t`First steps`}
      description={t`A short guide on Home: set your location, say hello, join a group, follow an organization and turn on notifications.`}
    >
      {steps.isPending ? (
        <Skeleton className="h-10 w-48" />
      ) : steps.isError ? (
        <Banner tone="error">{errorMessage(steps.error, t`Your first steps could not be loaded.`)}</Banner>
      ) : allDone ? (
        <p className="text-sm text-muted">
          <Trans>You have done every first step.</Trans>
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted" aria-live="polite">
            {steps.data.dismissed ? t`Hidden from Home.` : t`Shown on Home.`}
          </p>
          <Button variant="secondary" busy={change.isPending} onClick={() => change.mutate(!steps.data.dismissed)}>
            {steps.data.dismissed ? t`Show first steps on Home` : t`Hide first steps`}
          </Button>
        </div>
      )}
      {change.isError ? <Banner tone="error">{errorMessage(change.error, t`Could not save`)}</Banner> : null}
    </SettingsSection>
  );
}
