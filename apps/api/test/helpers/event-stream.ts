/** Reads a text/event-stream over a real socket (app.inject does not stream). */
export interface StreamEvent {
  event: string;
  data: unknown;
}

export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: StreamEvent[] = [];
  const waiters: (() => void)[] = [];
  let ended = false;
  const pump = (async () => {
    if (!response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let split: number;
        while ((split = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data !== undefined) events.push({ event, data: JSON.parse(data) as unknown });
          for (const wake of waiters.splice(0)) wake();
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      ended = true;
      for (const wake of waiters.splice(0)) wake();
    }
  })();
  return {
    response,
    events,
    get ended() {
      return ended;
    },
    /** Waits until an event of that name has arrived (the n-th one), or fails after `ms`. */
    async next(name: string, count = 1, ms = 5000): Promise<StreamEvent> {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = events.filter((e) => e.event === name);
        if (found.length >= count) return found[count - 1]!;
        if (ended) throw new Error(`stream ended before ${name}`);
        if (Date.now() > deadline) throw new Error(`no ${name} event within ${ms} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    async untilEnded(ms = 5000): Promise<void> {
      const deadline = Date.now() + ms;
      while (!ended && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
      if (!ended) throw new Error('stream still open');
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}
