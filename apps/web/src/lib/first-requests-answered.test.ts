import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { firstRequestsAnswered } from './first-requests-answered';

/** Whether the promise has settled by the time pending microtasks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('firstRequestsAnswered', () => {
  it('waits until a query has answered and none is still fetching', async () => {
    const client = new QueryClient();
    const answered = firstRequestsAnswered(client);
    expect(await settled(answered)).toBe(false);

    const feed = deferred<string[]>();
    const counts = deferred<number>();
    void client.fetchQuery({ queryKey: ['feed'], queryFn: () => feed.promise });
    void client.fetchQuery({ queryKey: ['counts'], queryFn: () => counts.promise });
    feed.resolve(['a post']);
    // One answer is in, but another request is still on its way.
    expect(await settled(answered)).toBe(false);
    counts.resolve(3);
    expect(await settled(answered)).toBe(true);
  });

  it('answers at once when the first requests have already answered', async () => {
    const client = new QueryClient();
    await client.fetchQuery({ queryKey: ['feed'], queryFn: () => Promise.resolve([]) });
    expect(await settled(firstRequestsAnswered(client))).toBe(true);
  });

  it('stops listening to the cache when aborted', async () => {
    const client = new QueryClient();
    const screen = new AbortController();
    const answered = firstRequestsAnswered(client, screen.signal);
    screen.abort();
    await client.fetchQuery({ queryKey: ['feed'], queryFn: () => Promise.resolve([]) });
    expect(await settled(answered)).toBe(false);
  });
});
