import { describe, expect, it } from 'vitest';
import { startBanner } from '../../src/launch/start-banner.js';

describe('the start banner', () => {
  it('is plain lines: the address, where e-mail goes, and the demo sign-ins', () => {
    const text = startBanner({
      productName: 'Ourhood',
      address: 'http://localhost:3000',
      database: 'pglite',
      mail: 'no SMTP_URL, so sign-up and reset codes go to the local outbox: http://localhost:3000/api/v1/dev/outbox',
      demo: { password: 'ourhood-demo', neighbour: 'amara@demo.ourhood.app', organization: 'hello@bakery.example' },
    });
    const lines = text.split('\n');
    expect(lines.some((line) => line.trim().startsWith('{'))).toBe(false);
    expect(text).toContain('Ourhood is running at http://localhost:3000');
    expect(text).toContain('http://localhost:3000/api/v1/dev/outbox');
    expect(text).toMatch(/neighbour\s+amara@demo\.ourhood\.app/);
    expect(text).toMatch(/password\s+ourhood-demo/);
  });

  it('leaves the demo out when the database has none', () => {
    const text = startBanner({
      productName: 'Ourhood',
      address: 'http://x',
      database: 'postgres',
      mail: 'sent through SMTP_URL.',
      demo: null,
    });
    expect(text).not.toContain('Demo');
  });
});
