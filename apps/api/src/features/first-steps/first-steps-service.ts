import type { Kysely } from 'kysely';
import { firstStepKeys, type FirstSteps, type UpdateFirstStepsBody } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { findFirstSteps, setFirstStepsDismissed, type FirstStepsRow } from './first-steps-repository.js';

export interface FirstStepsDeps {
  db: Kysely<DB>;
  clock: Clock;
}

function present(row: FirstStepsRow): FirstSteps {
  return { dismissed: row.dismissed, steps: firstStepKeys.map((key) => ({ key, done: row[key] })) };
}

/** GET /users/me/first-steps: each step done or not, from the neighbour's own data. */
export async function getFirstSteps(deps: FirstStepsDeps, userId: string): Promise<FirstSteps> {
  const row = await findFirstSteps(deps.db, userId);
  // The session was just checked, so only an account deleted meanwhile lands here.
  if (!row) throw AppError.notFound();
  return present(row);
}

/** PUT /users/me/first-steps: hide the guide or bring it back, then answer the guide as it is now. */
export async function updateFirstSteps(
  deps: FirstStepsDeps,
  userId: string,
  body: UpdateFirstStepsBody,
): Promise<FirstSteps> {
  await setFirstStepsDismissed(deps.db, userId, body.dismissed, deps.clock.now());
  return getFirstSteps(deps, userId);
}
