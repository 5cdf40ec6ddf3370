import type { Readable } from 'node:stream';
import { BACKUP_NAME, type BackupFile } from '@refocus/contract';

/**
 * Where archives are kept (decision 063): `DATA_DIR/backups`, or the photos' S3 bucket under
 * `backups/`. A run writes the archive to `localPath(name)` with `writeBackup`, then `commit`s it.
 */
export interface BackupStore {
  /** Every archive, newest first. */
  list(): Promise<BackupFile[]>;
  /** Where the run writes the archive before `commit` (private to this server's user). */
  localPath(name: string): string;
  /** Keeps the archive written at `localPath(name)`; answers its size in bytes. */
  commit(name: string): Promise<number>;
  /** Drops what a failed run left at `localPath(name)`. */
  discard(name: string): void;
  /** The archive's bytes, or undefined when there is none by that name. */
  open(name: string): Promise<{ body: Readable; size: number } | undefined>;
  /** Answers false when there was none by that name. */
  remove(name: string): Promise<boolean>;
  close?(): void;
}

/** When an archive was taken, from the UTC stamp in its name (`…-20261207T030000Z.tar.gz`). */
export function takenAt(name: string): string {
  const stamp = /-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar\.gz$/.exec(name);
  if (!stamp) throw new Error(`not a backup archive name: ${name}`);
  const [, y, mo, d, h, mi, s] = stamp;
  return `${y}-${mo}-${d}T${h}:${mi}:${s}.000Z`;
}

/** Only names the server writes count: anything else in the folder or prefix is left alone. */
export const isBackupName = (name: string) => BACKUP_NAME.test(name);

export const newestFirst = (a: BackupFile, b: BackupFile) =>
  b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name);
