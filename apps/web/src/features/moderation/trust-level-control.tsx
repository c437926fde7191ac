import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TrustLevelNames, TrustMessages, type TrustLevel } from '@ourhood/contract';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { safetyApi, safetyKeys } from '../../lib/safety/safety-api';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { contractText } from '../../lib/i18n/contract-text';

/** The select's choices: each level, and null to let the account earn its level again. */
const choices: { value: string; level: TrustLevel | null; label: MessageDescriptor | string }[] = [
  { value: 'earned', level: null, label: msg`Earned (automatic)` },
  ...([0, 1, 2, 3] as const).map((level) => ({ value: String(level), level, label: TrustLevelNames[level] })),
];

/**
 * A queue item author's trust level, for staff only, and the control to keep it at a level or let
 * it be earned again. The choice is sent by a button, not on change, so that moving through the
 * select with the keyboard does not set a level at each step.
 */
export function TrustLevelControl({ userId, level }: { userId: string; level: TrustLevel | null }) {
  const { t } = useLingui();
  const client = useQueryClient();
  // The queue does not say whether a moderator set the level, so the select starts at the level itself.
  const [value, setValue] = useState(level === null ? 'earned' : String(level));
  const set = useMutation({
    mutationFn: (chosen: TrustLevel | null) => safetyApi.setTrustLevel(userId, { level: chosen }),
    onSuccess: (answer) => {
      toast(answer.message || contractText(TrustMessages.trustLevelSet), { tone: 'success' });
      void client.invalidateQueries({ queryKey: safetyKeys.queueAll });
    },
    onError: (failure) => toast(errorMessage(failure, t`The trust level could not be set.`), { tone: 'error' }),
  });
  const levelName = level === null ? t`Unknown` : contractText(TrustLevelNames[level]);
  const chosen = choices.find((choice) => choice.value === value)?.level ?? null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <p className="text-muted">
        <Trans>
          Trust level: <span className="font-semibold text-fg">{levelName}</span>
        </Trans>
      </p>
      <label className="text-fg">
        <Trans>Set trust level</Trans>{' '}
        <select
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className="rounded-lg border border-line bg-raised px-2 py-1"
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {typeof choice.label === 'string' ? contractText(choice.label) : t(choice.label)}
            </option>
          ))}
        </select>
      </label>
      <Button variant="secondary" busy={set.isPending} onClick={() => set.mutate(chosen)}>
        <Trans>Apply</Trans>
      </Button>
    </div>
  );
}
