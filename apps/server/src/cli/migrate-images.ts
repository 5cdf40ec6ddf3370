/**
 * `npm run images:migrate`: copies the photos in DATA_DIR/images into the S3 bucket named by
 * the S3_* variables (README "Run several instances"). Run it once before switching a shop
 * from disk to the bucket; it may be run again (it writes the same files). The disk copy is
 * left as it was.
 */
import { loadConfig } from '../config.js';
import { configuredImageStore, copyDiskImages, diskImageDir } from '../modules/images/images.public.js';

const config = loadConfig();
if (!config.s3) {
  console.error('Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, the keys) to say where the photos go.');
  process.exit(2);
}
const source = diskImageDir(config);
// The bucket, since S3_BUCKET is set (checked above).
const target = await configuredImageStore(config);
try {
  await target.ping?.();
  const done = await copyDiskImages(source, target, ({ images }) => {
    if (images % 100 === 0) console.log(`${images} photos copied…`);
  });
  console.log(
    `Copied ${done.images} photos (${done.files} files) from ${source} to bucket ${config.s3.bucket}.`,
  );
} catch (error) {
  console.error(`Copy stopped: ${(error as Error).message}. Run it again once the bucket answers.`);
  process.exitCode = 1;
} finally {
  target.close?.();
}
