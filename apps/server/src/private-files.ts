import fs from 'node:fs';
import path from 'node:path';

/**
 * The data folder holds the database, the token-signing key and uploads: nobody but the
 * server's own user should read it. These helpers create what is missing as owner-only
 * (0700 folders, 0600 files) and tighten files left readable by older versions; an
 * existing folder keeps its mode (it may be an operator's shared volume).
 */
export function createPrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/** Creates the file empty if it is missing, and makes it owner-only either way. */
function makePrivateFile(file: string): void {
  createPrivateDir(path.dirname(file));
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  fs.chmodSync(file, 0o600);
}

/**
 * Before SQLite opens `file`: SQLite gives its -wal and -shm files the database file's
 * mode, so an owner-only database keeps its journal owner-only too.
 */
export function preparePrivateSqliteFile(file: string): void {
  makePrivateFile(file);
  for (const companion of [`${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    if (fs.existsSync(companion)) fs.chmodSync(companion, 0o600);
  }
}
