import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locale } from './locales.js';

/**
 * The three catalogues: the web app's words, the server's own (API error messages, e-mails), and
 * the words both say (packages/contract: the shared schemas' validation messages). Each side's
 * code is extracted on its own, so the browser never downloads the e-mails' words.
 */
export type Side = 'web' | 'server' | 'shared';

import type { Messages } from './locales.js';

export type { Messages };

const require = createRequire(import.meta.url);
// Resolved through node_modules, so it holds for the bundled server (dist/) as for the sources.
export const PACKAGE_DIR = path.dirname(require.resolve('@refocus/i18n/package.json'));
const ROOT = path.resolve(PACKAGE_DIR, '../..');
const TRANSLATIONS = path.join(PACKAGE_DIR, 'translations');

const SOURCES: Record<Side, string> = {
  web: 'apps/web/src/**/*.{ts,tsx}',
  server: 'apps/server/src/**/*.ts',
  shared: 'packages/contract/src/**/*.ts',
};

/** English as the code says it: every `defaultMessage` of one side, by id (FormatJS's extractor). */
export function extractEnglish(side: Side): Messages {
  const cli = require.resolve('@formatjs/cli/bin/formatjs');
  const output = execFileSync(
    process.execPath,
    [
      cli,
      'extract',
      SOURCES[side],
      '--ignore',
      '**/*.test.{ts,tsx}',
      '--format',
      'simple',
      '--preserve-whitespace',
    ],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  return sorted(JSON.parse(output) as Messages);
}

export function englishFile(side: Side): string {
  return path.join(TRANSLATIONS, 'en', `${side}.json`);
}

/** One translation's area files (`translations/de/web/offers.json`…), each a map of id to message. */
export function areaFiles(locale: Exclude<Locale, 'en'>, side: Side): { area: string; messages: Messages }[] {
  const dir = path.join(TRANSLATIONS, locale, side);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({
      area: name.slice(0, -'.json'.length),
      messages: JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Messages,
    }));
}

/** A side's whole catalogue in one language: English from its extracted file, others merged from their areas. */
export function readMessages(locale: Locale, side: Side): Messages {
  if (locale === 'en') return JSON.parse(fs.readFileSync(englishFile(side), 'utf8')) as Messages;
  return Object.assign({}, ...areaFiles(locale, side).map((file) => file.messages)) as Messages;
}

export function sorted(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
