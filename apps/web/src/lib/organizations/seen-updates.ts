import { apiRoutes } from '@ourhood/contract/routes';
import { call } from '../api-client';

/**
 * Reach of organization updates (issue 19): the post cards of updates report that they were shown,
 * batched into one call a second (at most 50 ids, the route's cap), each id once per page load.
 * A failed report is dropped: reach is a count, never worth a retry loop or an error to the reader.
 */
const reported = new Set<string>();
let queue: string[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

const MAX_IDS = 50;
const FLUSH_MS = 1000;

function flush(): void {
  timer = undefined;
  while (queue.length > 0) {
    const ids = queue.slice(0, MAX_IDS);
    queue = queue.slice(MAX_IDS);
    call(apiRoutes.markOrganizationUpdatesSeen, { body: { ids } }).catch(() => undefined);
  }
}

export function reportUpdateSeen(id: string): void {
  if (reported.has(id)) return;
  reported.add(id);
  queue.push(id);
  timer ??= setTimeout(flush, FLUSH_MS);
}
