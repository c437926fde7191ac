import { firstStepKeys } from '@ourhood/contract';
import { Trans } from '@lingui/react/macro';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { firstStepRowClass } from './first-step-row';

/**
 * The "First steps" guide's shape while its steps load: as tall as the card's header
 * (h-12), progress bar (mt-3 h-2) and one row per step, so the composer and the feed below stay
 * where they are when the guide arrives (Lighthouse's layout shift on /dashboard was 0.31 with a
 * shorter placeholder).
 */
export function FirstStepsPlaceholder() {
  return (
    <Card className="p-5" aria-busy="true">
      <span className="sr-only">
        <Trans>Loading your first steps</Trans>
      </span>
      <Skeleton className="h-12 w-40" />
      <ul aria-hidden="true" className="mt-8 flex flex-col gap-1">
        {firstStepKeys.map((key) => (
          <li key={key} className={firstStepRowClass}>
            <Skeleton className="h-5 w-48" />
          </li>
        ))}
      </ul>
    </Card>
  );
}
