import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePortIn } from '../../test/free-ports.js';
import { killHard, type ServerProcess } from '../../test/server-process.js';

const SERVER_ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The bundle is the one the API tests' global set-up built (or found current).
 * `npm start` runs the esbuild bundle: it must find the SQLite read worker beside it.
 */
describe('the built server', () => {
  it('starts from dist/main.js and answers catalogue reads through its read workers', async () => {
    expect(fs.existsSync(path.join(SERVER_ROOT, 'dist/sqlite-read-worker.cjs'))).toBe(true);

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refocus-built-'));
    const port = await freePortIn(4341, 4348);
    const { spawn } = await import('node:child_process');
    const child = spawn(process.execPath, ['dist/main.js'], {
      cwd: SERVER_ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        SQLITE_READ_WORKERS: '2',
        WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    const server: ServerProcess = { url: `http://127.0.0.1:${port}`, child, stderr: () => stderr };
    try {
      let products: Response | undefined;
      for (let i = 0; i < 300 && !products?.ok; i++) {
        if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
        products = await fetch(`${server.url}/api/products?q=zzqqxx`).catch(() => undefined);
        if (!products?.ok) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(products?.status).toBe(200);
      // The query ran on a worker: had the bundle not found it, this would be a 500.
      expect(await products!.json()).toEqual([]);
      // A page of the demo's listings: each is what the listing's own page answers, less its photos.
      const listed = (await (await fetch(`${server.url}/api/products?limit=5`)).json()) as Record<
        string,
        unknown
      >[];
      expect(listed).toHaveLength(5);
      for (const listing of listed) {
        const { photos: _photos, ...detail } = (await (
          await fetch(`${server.url}/api/products/${listing._id}`)
        ).json()) as Record<string, unknown>;
        expect(listing).toEqual(detail);
      }
      expect(stderr).not.toMatch(/sqlite-read-worker/);
    } finally {
      await killHard(server);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
