import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createPrivateDir } from '../../private-files.js';
import { EXPORT_ID } from './export-tokens.js';

/**
 * The prepared archives, in `DATA_DIR/exports` (decision 062): an owner-only folder of
 * owner-only files, like the outbox, since each holds a person's messages and orders. A file
 * appears whole or not at all (written aside, then renamed).
 */
export class ExportFiles {
  constructor(private readonly dir: string) {}

  private pathOf(exportId: string): string {
    if (!EXPORT_ID.test(exportId)) throw new Error(`invalid export id ${exportId}`);
    return path.join(this.dir, `${exportId}.zip`);
  }

  /** Runs `write` on a file aside, then puts it in place: a failed write leaves nothing behind. */
  async write(exportId: string, write: (file: string) => Promise<void>): Promise<void> {
    createPrivateDir(this.dir);
    const target = this.pathOf(exportId);
    const aside = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await write(aside);
      await fs.promises.chmod(aside, 0o600);
      await fs.promises.rename(aside, target);
    } finally {
      await fs.promises.rm(aside, { force: true });
    }
  }

  /** The file's size and a stream of it, or undefined once it is gone. */
  async open(exportId: string): Promise<{ size: number; stream: fs.ReadStream } | undefined> {
    const file = this.pathOf(exportId);
    try {
      const handle = await fs.promises.open(file, 'r');
      const { size } = await handle.stat();
      return { size, stream: handle.createReadStream() };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async remove(exportId: string): Promise<void> {
    await fs.promises.rm(this.pathOf(exportId), { force: true });
  }
}
