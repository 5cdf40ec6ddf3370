import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import S3rver from 's3rver';

/** The test Redis (CI starts it): each test gets keys and channels under a prefix of its own. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function redisPrefixForTest(): string {
  return `refocus-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
}

export interface LocalS3 {
  /** The variables that point an instance at this store. */
  env: Record<string, string>;
  /** Stops answering (connections refused) until `start` again. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a port of 127.0.0.1, its files in a temporary folder. */
export async function startLocalS3(bucket = 'refocus-photos'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'refocus-s3-'));
  const port = await freePort();
  const make = () =>
    new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  let server: S3rver | undefined = make();
  await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      // s3rver's own fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: async () => {
      await server?.close();
      server = undefined;
    },
    start: async () => {
      server = make();
      await server.run();
    },
    close: async () => {
      await server?.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export interface OwnRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** A redis-server of the test's own (Debian's), so it can be stopped without touching anyone else's. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    for (let i = 0; i < 100; i++) {
      if (await answers(port)) return;
      await sleep(50);
    }
    throw new Error('redis-server did not start');
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop: () =>
      new Promise<void>((resolve) => {
        if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
