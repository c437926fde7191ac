import { apiRoutes } from '@ourhood/contract/routes';
import { call } from '../api-client';

/** A neighbour's first steps (issue 42, decision 0075), typed by the contract's route table. */
export const firstStepsApi = {
  get: (signal?: AbortSignal) => call(apiRoutes.getMyFirstSteps, { signal }),
  setDismissed: (dismissed: boolean) => call(apiRoutes.updateMyFirstSteps, { body: { dismissed } }),
};
