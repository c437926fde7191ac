import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freeLoopbackPort } from './free-port.js';

/**
 * A server of a spec's own, for what the suite's shared server must not change for the specs
 * running alongside (an identity provider, the registration policy): the built app on a fresh data
 * directory, or a fresh schema of the PostgreSQL database the suite runs on.
 */
export interface OwnServer {
  baseURL: string;
  stop(): Promise<void>;
}

/** Where the server will listen: known before it starts (an identity provider needs its callback). */
export function ownServerAddress(): { port: number; baseURL: string } {
  const port = freeLoopbackPort();
  return { port, baseURL: `http://127.0.0.1:${port}` };
}

export async function startOwnServer(
  name: string,
  address: { port: number; baseURL: string },
  options: { env?: Record<string, string>; admin?: { email: string; password: string } } = {},
): Promise<OwnServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ourhood-e2e-${name}-`));
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(address.port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: address.baseURL,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    TRUST_NEW_ACCOUNT_DAYS: '0',
    ...(databaseUrl
      ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: `e2e_${name}_${randomBytes(5).toString('hex')}` }
      : { DATABASE_URL: '' }),
    ...options.env,
  };
  // The admin CLI exits, releasing the data directory, before the server opens it.
  if (options.admin) {
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/cli/admin.ts', 'create-admin', options.admin.email, options.admin.password],
      { env, stdio: ['ignore', 'ignore', 'inherit'] },
    );
  }
  const server = spawn(process.execPath, ['apps/api/dist/main.js'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  const stop = async () => {
    if (server.exitCode === null) {
      const ended = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await ended;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 150_000;
  for (;;) {
    const ready = await fetch(`${address.baseURL}/api/v1/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { baseURL: address.baseURL, stop };
    if (Date.now() > deadline || server.exitCode !== null) {
      await stop();
      throw new Error(`the ${name} e2e server did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
