export interface SseEvent {
  event: string;
  data: string;
}

/**
 * An incremental text/event-stream parser: feed it chunks as they arrive, get back the complete
 * events. Comments (`: ping`) and unknown fields are skipped; `event` defaults to 'message' and
 * several `data:` lines join with newlines, as the HTML standard says.
 */
export function createSseParser() {
  let buffer = '';
  return function push(chunk: string): SseEvent[] {
    buffer += chunk.replace(/\r\n?/g, '\n');
    const events: SseEvent[] = [];
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (!line || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0) events.push({ event, data: data.join('\n') });
      end = buffer.indexOf('\n\n');
    }
    return events;
  };
}
