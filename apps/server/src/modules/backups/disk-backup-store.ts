import fs from 'node:fs';
import path from 'node:path';
import { createPrivateDir } from '../../private-files.js';
import { type BackupStore, isBackupName, newestFirst, takenAt } from './backup-store.js';

/** Archives in `DATA_DIR/backups`: the folder 0700, each archive 0600 (the tar writer's mode). */
export function diskBackupStore(dataDir: string): BackupStore {
  const dir = path.join(dataDir, 'backups');
  const fileOf = (name: string) => {
    // The routes accept only archive names; this is the last line, should a caller not.
    if (!isBackupName(name)) throw new Error(`not a backup archive name: ${name}`);
    return path.join(dir, name);
  };
  return {
    async list() {
      if (!fs.existsSync(dir)) return [];
      const names = (await fs.promises.readdir(dir)).filter(isBackupName);
      const files = await Promise.all(
        names.map(async (name) => {
          const stat = await fs.promises.stat(path.join(dir, name)).catch(() => undefined);
          return stat?.isFile() ? { name, size: stat.size, createdAt: takenAt(name) } : undefined;
        }),
      );
      return files.filter((f) => f !== undefined).sort(newestFirst);
    },
    localPath(name) {
      createPrivateDir(dir);
      return fileOf(name);
    },
    async commit(name) {
      return (await fs.promises.stat(fileOf(name))).size;
    },
    discard(name) {
      fs.rmSync(fileOf(name), { force: true });
    },
    async open(name) {
      const stat = await fs.promises.stat(fileOf(name)).catch(() => undefined);
      if (!stat?.isFile()) return undefined;
      return { body: fs.createReadStream(fileOf(name)), size: stat.size };
    },
    async remove(name) {
      const file = fileOf(name);
      if (!fs.existsSync(file)) return false;
      await fs.promises.rm(file);
      return true;
    },
  };
}
