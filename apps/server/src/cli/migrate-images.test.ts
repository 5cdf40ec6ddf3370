import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from '../../test/shared-services.js';
import { loadConfig } from '../config.js';
import { LocalImageStore } from '../modules/images/image-store.js';
import { S3ImageStore } from '../modules/images/s3-image-store.js';

const run = promisify(execFile);
const SERVER_ROOT = path.resolve(import.meta.dirname, '../..');

/** `npm run images:migrate` as a real process, from a disk store into a real S3-compatible server. */
describe('images:migrate', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refocus-migrate-images-'));
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(async () => {
    await s3?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const cli = (env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', 'src/cli/migrate-images.ts'], {
      cwd: SERVER_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, ...env },
    });

  it('copies every photo file under the same names; image URLs keep working; a re-run is harmless', async () => {
    const disk = new LocalImageStore(path.join(dataDir, 'images'));
    const photos = [0, 1].map(() => ({ id: randomBytes(32).toString('hex'), bytes: randomBytes(200) }));
    await disk.put(photos[0]!.id, '320.webp', photos[0]!.bytes);
    await disk.put(photos[0]!.id, '640.webp', Buffer.concat([photos[0]!.bytes, photos[0]!.bytes]));
    await disk.put(photos[1]!.id, '320.webp', photos[1]!.bytes);
    // A crash's leftover is no photo.
    fs.writeFileSync(
      path.join(dataDir, 'images', photos[1]!.id.slice(0, 2), photos[1]!.id, '320.webp.ab.tmp'),
      'x',
    );

    const first = await cli(s3.env);
    expect(first.stdout).toMatch(/Copied 2 photos \(3 files\)/);
    expect((await cli(s3.env)).stdout).toMatch(/Copied 2 photos \(3 files\)/);

    const bucket = new S3ImageStore(loadConfig({ DATA_DIR: dataDir, ...s3.env }).s3!);
    try {
      expect((await bucket.get(photos[0]!.id, '320.webp'))?.equals(photos[0]!.bytes)).toBe(true);
      expect((await bucket.get(photos[0]!.id, '640.webp'))?.length).toBe(400);
      expect((await bucket.get(photos[1]!.id, '320.webp'))?.equals(photos[1]!.bytes)).toBe(true);
    } finally {
      bucket.close();
    }
  }, 60_000);

  it('without S3_BUCKET it says what to set; with a bucket that does not answer it fails', async () => {
    await expect(cli({ S3_BUCKET: '' })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('S3_BUCKET'),
    });
    await expect(cli({ ...s3.env, S3_BUCKET: 'no-such-bucket' })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Run it again'),
    });
  }, 60_000);
});
