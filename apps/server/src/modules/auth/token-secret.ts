import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createPrivateDir } from '../../private-files.js';

/**
 * The key that signs access tokens: TOKEN_SECRET when set (needed when several instances
 * must accept each other's tokens), otherwise one generated once and kept in DATA_DIR.
 */
export function resolveTokenSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'token-secret');
  createPrivateDir(dataDir);
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    fs.chmodSync(file, 0o600);
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}
