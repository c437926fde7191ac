import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('loadConfig', () => {
  it('has working defaults for every setting', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.mediaDir).toBe(path.resolve('./data/media'));
    expect(config.CORS_ORIGINS).toEqual([]);
    expect(config.SEED_DEMO).toBe(true);
    expect(config.webDistDir).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
  });

  it('reads WEB_DIST_DIR relative to the repository root, whatever the working directory', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    expect(loadConfig({ WEB_DIST_DIR: 'build/site' }).webDistDir).toBe(path.join(root, 'build/site'));
    expect(loadConfig({ WEB_DIST_DIR: '/srv/ourhood/web' }).webDistDir).toBe('/srv/ourhood/web');
  });

  it('reads and converts values', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://localhost/ourhood',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    });
    expect(config.PORT).toBe(8080);
    // Without PUBLIC_URL, links in e-mails follow the port the server listens on.
    expect(config.PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8080', PUBLIC_URL: 'https://hood.example' }).PUBLIC_URL).toBe('https://hood.example');
    expect(config.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(config.SEED_DEMO).toBe(false);
  });

  it('takes the OIDC_* settings all together or not at all (issue 42)', () => {
    const all = {
      OIDC_ISSUER: 'https://id.example',
      OIDC_CLIENT_ID: 'ourhood',
      OIDC_CLIENT_SECRET: 'secret',
      OIDC_NAME: 'Hood ID',
    };
    expect(loadConfig(all).OIDC_NAME).toBe('Hood ID');
    expect(loadConfig({}).OIDC_ISSUER).toBeUndefined();
    expect(() => loadConfig({ ...all, OIDC_CLIENT_SECRET: '' })).toThrow(
      /OIDC_ISSUER \/ OIDC_CLIENT_ID \/ OIDC_CLIENT_SECRET \/ OIDC_NAME: set all four/,
    );
    expect(() => loadConfig({ ...all, OIDC_ISSUER: 'ftp://id.example' })).toThrow(ConfigError);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('names every bad variable in one clear error', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('LOG_LEVEL');
  });
});
