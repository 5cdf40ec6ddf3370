import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where re-encoded image files live. Local disk by default; an object-store driver
 * implements the same three calls so several instances can share images.
 */
export interface ImageStore {
  put(imageId: string, variant: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or undefined when the store does not hold it. */
  get(imageId: string, variant: string): Promise<Buffer | undefined>;
  remove(imageId: string): Promise<void>;
  /** The names of the files kept of one image (`800.webp`, …): backups copy each. */
  files(imageId: string): Promise<string[]>;
  /** Whether the store holds no photo at all: a restore writes only into an empty one. */
  isEmpty(): Promise<boolean>;
}

const IMAGE_ID = /^[0-9a-f]{64}$/;
const VARIANT = /^[0-9]{2,4}\.webp$/;

/** Content-addressed files under `<dir>/<id[0..2]>/<id>/<variant>`, written atomically. */
export class LocalImageStore implements ImageStore {
  constructor(private readonly dir: string) {}

  private pathOf(imageId: string, variant?: string): string {
    // Ids and variant names are checked here, at the edge of the disk, whoever calls.
    if (!IMAGE_ID.test(imageId)) throw new Error(`invalid image id ${imageId}`);
    if (variant !== undefined && !VARIANT.test(variant)) throw new Error(`invalid variant ${variant}`);
    const folder = path.join(this.dir, imageId.slice(0, 2), imageId);
    return variant === undefined ? folder : path.join(folder, variant);
  }

  async put(imageId: string, variant: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(imageId, variant);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    const handle = await fs.promises.open(temporary, 'w');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.promises.rename(temporary, target);
  }

  async get(imageId: string, variant: string): Promise<Buffer | undefined> {
    if (!IMAGE_ID.test(imageId) || !VARIANT.test(variant)) return undefined;
    try {
      return await fs.promises.readFile(this.pathOf(imageId, variant));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async remove(imageId: string): Promise<void> {
    await fs.promises.rm(this.pathOf(imageId), { recursive: true, force: true });
  }

  async files(imageId: string): Promise<string[]> {
    const names = await fs.promises.readdir(this.pathOf(imageId)).catch(() => []);
    return names.filter((name) => VARIANT.test(name)).sort();
  }

  async isEmpty(): Promise<boolean> {
    const shards = await fs.promises.readdir(this.dir).catch(() => []);
    for (const shard of shards) {
      const ids = await fs.promises.readdir(path.join(this.dir, shard)).catch(() => []);
      if (ids.some((id) => IMAGE_ID.test(id))) return false;
    }
    return true;
  }
}
