import fs from 'node:fs';
import path from 'node:path';
import type { ImageStore } from './image-store.js';

const IMAGE_ID = /^[0-9a-f]{64}$/;
const VARIANT = /^[0-9]{2,4}\.webp$/;

export interface CopyProgress {
  images: number;
  files: number;
}

/**
 * Copies every photo of a disk store (`<dir>/<id[0..2]>/<id>/<variant>`) into another store
 * under the same names, so image URLs already in the database keep working. Files are
 * content-addressed: copying one again writes the same bytes, so a copy that stopped half
 * way is simply run again. Anything that is not a photo file (a `.tmp` left by a crash) is skipped.
 */
export async function copyDiskImages(
  dir: string,
  target: ImageStore,
  onImage: (progress: CopyProgress) => void = () => {},
): Promise<CopyProgress> {
  const progress: CopyProgress = { images: 0, files: 0 };
  if (!fs.existsSync(dir)) return progress;
  for (const shard of await fs.promises.readdir(dir)) {
    const shardDir = path.join(dir, shard);
    if (!/^[0-9a-f]{2}$/.test(shard) || !fs.statSync(shardDir).isDirectory()) continue;
    for (const id of await fs.promises.readdir(shardDir)) {
      if (!IMAGE_ID.test(id) || !id.startsWith(shard)) continue;
      const imageDir = path.join(shardDir, id);
      for (const variant of await fs.promises.readdir(imageDir)) {
        if (!VARIANT.test(variant)) continue;
        await target.put(id, variant, await fs.promises.readFile(path.join(imageDir, variant)));
        progress.files++;
      }
      progress.images++;
      onImage(progress);
    }
  }
  return progress;
}
