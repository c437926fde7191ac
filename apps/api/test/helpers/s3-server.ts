import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { RawConfig } from '../../src/config.js';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The settings that point the app's media storage at this server. */
  config: Partial<Record<keyof RawConfig, string>>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, on loopback, a port of its own) with an empty bucket: the
 * S3 driver is tested over HTTP with the real AWS SDK, not against a mock.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'ourhood-s3-'));
  const bucket = `media-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    config: {
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
