import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser';

describe('createSseParser', () => {
  it('returns events split across chunks, skipping comments', () => {
    const push = createSseParser();
    expect(push(': ping\n\nevent: ready\nda')).toEqual([]);
    expect(push('ta: {"unread_count":2}\n\nevent: unread\r\ndata: {"unread_count":3}\r\n\r\n')).toEqual([
      { event: 'ready', data: '{"unread_count":2}' },
      { event: 'unread', data: '{"unread_count":3}' },
    ]);
  });

  it('defaults the event name and joins data lines', () => {
    const push = createSseParser();
    expect(push('data: a\ndata:b\n\n')).toEqual([{ event: 'message', data: 'a\nb' }]);
    expect(push('event: x\n\n')).toEqual([]);
  });
});
