import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

import { E2E_BASE_URL as baseURL } from './ports';

/**
 * Debian's old headless shell (package `chromium-headless-shell`, built from the same source as
 * `chromium`) when it is installed: what Playwright itself runs for headless tests, and the
 * journeys take a third less time in it than in the full browser (decision 039). Otherwise
 * Debian's `chromium`; `CHROMIUM_PATH` names any other binary.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Journeys in Debian's Chromium against the real, built app on a fresh SQLite database
 * with demo data, started by global-setup.ts. There is no internet here, so no browser
 * download and no background traffic.
 */
/** The journey that restores the shared shop from a backup. */
const RESTORES_THE_SHOP = /restore\.spec\.ts$/;

export default defineConfig({
  testDir: './specs',
  globalSetup: './global-setup.ts',
  // Tests of one file run on either worker, so the two finish together instead of one
  // waiting on the long accessibility and auth files; journeys never share state.
  fullyParallel: true,
  workers: 2,
  // A failed journey runs once more, recording a trace; a pass on that retry still fails the
  // run (failOnFlakyTests), so a retry never turns a failure into a pass.
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // Recording a trace of every journey (DOM snapshots at each action, a screencast) was a
    // quarter of the run's CPU for traces that passing journeys throw away: only the retry of
    // a failed journey records one. The failed attempt keeps its screenshot and error.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
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
  projects: [
    {
      name: 'desktop-chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: RESTORES_THE_SHOP,
    },
    {
      // Restoring puts the whole shop in maintenance: it runs once every other journey is done.
      name: 'restore-last',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: RESTORES_THE_SHOP,
      dependencies: ['desktop-chromium'],
    },
  ],
});
