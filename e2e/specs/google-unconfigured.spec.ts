import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type ServerProcess,
  startServerProcess,
  stopGracefully,
} from '../../apps/server/test/server-process';
import { expect, test } from '../fixtures/login';
import { SCREEN_SIZES } from '../fixtures/screen-sizes';
import { E2E_PORT } from '../ports';

/**
 * Issue 19 item 9: a shop without Google sign-in configured shows no "Login With Google". The
 * shared e2e server has Google configured, so this journey starts a second built server
 * without it, on its own data folder and port.
 */
test.describe('a shop without Google sign-in', () => {
  // One server for both sizes: the two tests run one after the other on one worker.
  test.describe.configure({ mode: 'serial' });
  let server: ServerProcess;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refocus-e2e-no-google-'));
    server = await startServerProcess(
      { DATA_DIR: dataDir, DATABASE_URL: '', SHUTDOWN_DRAIN_MS: '0' },
      E2E_PORT + 20,
      {},
    );
  });
  test.afterAll(async () => {
    await stopGracefully(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  for (const size of SCREEN_SIZES) {
    test(`offers only the buttons that work (${size.name})`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: size.viewport, colorScheme: size.colorScheme });
      const page = await context.newPage();
      await page.goto(`${server.url}/login`);
      await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Login With Google' })).toHaveCount(0);
      await page.goto(`${server.url}/register`);
      await expect(page.getByRole('heading', { name: 'Register', level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'SignIn With Google' })).toHaveCount(0);
      await context.close();
    });
  }
});
