/** One step's row in the "First steps" guide, shared with its placeholder so both are as tall. */
export const firstStepRowClass = 'flex min-h-11 w-full items-center gap-3 rounded-lg px-2 py-2 text-start text-sm';
