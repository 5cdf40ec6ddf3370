import path from 'node:path';
import type { Config } from '../../config.js';
import { type ImageStore, LocalImageStore } from './image-store.js';

/** The disk folder photos live in when no bucket is configured (and `images:migrate` reads). */
export const diskImageDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'images');

/**
 * The one place that picks where photos go, for the app, demo seeding and the CLIs alike:
 * the S3 bucket when `S3_BUCKET` is set, otherwise `DATA_DIR/images`.
 */
export async function configuredImageStore(
  config: Pick<Config, 'dataDir'> & { s3?: Config['s3'] },
  onStorageError?: () => void,
): Promise<ImageStore & { ping?: () => Promise<void>; close?: () => void }> {
  if (!config.s3) return new LocalImageStore(diskImageDir(config));
  // Loaded only when asked for: the AWS SDK is large, and `npm start` never needs it.
  const { S3ImageStore } = await import('./s3-image-store.js');
  return new S3ImageStore(config.s3, onStorageError);
}
