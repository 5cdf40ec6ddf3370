import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config.js';
import { type BackupStore, isBackupName, newestFirst, takenAt } from './backup-store.js';

/** Beside the photos' prefix, whatever S3_PREFIX says: a shop's archives are found in one place. */
const PREFIX = 'backups/';

/**
 * Archives in the photos' bucket under `backups/` (decision 063). A run writes the archive to a
 * private temporary folder, then uploads it in one PUT (S3 takes up to 5 GB that way).
 */
export function s3BackupStore(settings: S3Settings): BackupStore {
  // The client as the photo store makes it (s3-image-store.ts), without its short timeout: an
  // archive takes longer than a photo.
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    maxAttempts: 2,
    // A streamed body is otherwise sent aws-chunked with a checksum trailer, which S3-compatible
    // stores (s3rver, older MinIO, Garage) keep as part of the object.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'refocus-backups-'));
  const keyOf = (name: string) => {
    if (!isBackupName(name)) throw new Error(`not a backup archive name: ${name}`);
    return PREFIX + name;
  };
  const exists = (name: string) =>
    client.send(new HeadObjectCommand({ Bucket, Key: keyOf(name) })).then(
      () => true,
      (error: { $metadata?: { httpStatusCode?: number } }) => {
        if (error.$metadata?.httpStatusCode === 404) return false;
        throw error;
      },
    );
  return {
    async list() {
      const files = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: PREFIX, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(PREFIX.length) ?? '';
          if (isBackupName(name)) files.push({ name, size: object.Size ?? 0, createdAt: takenAt(name) });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return files.sort(newestFirst);
    },
    localPath(name) {
      keyOf(name);
      return path.join(staging, name);
    },
    async commit(name) {
      const file = path.join(staging, name);
      try {
        const size = fs.statSync(file).size;
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: keyOf(name),
            Body: fs.createReadStream(file),
            ContentLength: size,
            ContentType: 'application/gzip',
          }),
        );
        return size;
      } finally {
        fs.rmSync(file, { force: true });
      }
    },
    discard(name) {
      fs.rmSync(path.join(staging, name), { force: true });
    },
    async open(name) {
      if (!(await exists(name))) return undefined;
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }));
      return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
    },
    async remove(name) {
      if (!(await exists(name))) return false;
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
      return true;
    },
    close() {
      client.destroy();
      fs.rmSync(staging, { recursive: true, force: true });
    },
  };
}
