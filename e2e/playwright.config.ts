import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

import { E2E_BASE_URL as baseURL, E2E_OIDC_CLIENT, E2E_OIDC_PORT, E2E_PORT } from './ports';

/**
 * Journeys in Debian's Chromium against the real, built app on a fresh SQLite database
 * with demo data. There is no internet here, so no browser download and no background traffic.
 */
export default defineConfig({
  testDir: './specs',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'desktop-chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node e2e/start-server.mjs',
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Every journey signs up fresh accounts from 127.0.0.1.
      SIGNUPS_PER_10_MINUTES: '1000',
      // Google sign-in needs the public origin: the redirect URI is built from it, never from Host.
      PUBLIC_URL: baseURL,
      GOOGLE_CLIENT_ID: E2E_OIDC_CLIENT.id,
      GOOGLE_CLIENT_SECRET: E2E_OIDC_CLIENT.secret,
      OIDC_ISSUER: `http://127.0.0.1:${E2E_OIDC_PORT}`,
    },
  },
});
