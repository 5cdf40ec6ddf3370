import fs from 'node:fs';
import path from 'node:path';

/**
 * The server package's version, for the manifest. Looked up from this file's folder, which is
 * `src/backup` from source and `dist` or `dist/cli` in the build.
 */
export function appVersion(): string {
  for (let dir = import.meta.dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const found = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (found.name === '@refocus/server' && found.version) return found.version;
  }
  return 'unknown';
}
