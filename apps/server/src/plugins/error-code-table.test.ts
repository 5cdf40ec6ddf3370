import fs from 'node:fs';
import path from 'node:path';
import { ERROR_CODES } from '@refocus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DOCUMENTED_ERROR_CODES } from './error-code-table.js';

/** Every `auth/…` code written in the server's shipped source. */
function authCodesInSource(): string[] {
  const root = path.resolve(import.meta.dirname, '..');
  const files = fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const codes = new Set<string>();
  for (const file of files) {
    for (const match of fs.readFileSync(path.join(root, file), 'utf8').matchAll(/'(auth\/[a-z-]+)'/g)) {
      if (match[1]) codes.add(match[1]);
    }
  }
  return [...codes].sort();
}

describe('error codes in the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('has a row for every code the server answers', () => {
    const answered = [...ERROR_CODES, ...authCodesInSource()];
    expect(answered.length).toBeGreaterThan(30);
    expect(answered.filter((code) => !DOCUMENTED_ERROR_CODES.includes(code))).toEqual([]);
  });

  it("names issue #13's codes with their statuses in the served document", async () => {
    const description: string = (await t.app.inject({ url: '/api/openapi.json' })).json().info.description;
    for (const [code, status] of [
      ['auth/expired-action-code', 400],
      ['auth/invalid-action-code', 400],
      ['auth/requires-recent-login', 401],
      ['auth/user-disabled', 403],
      ['auth/multi-factor-auth-required', 401],
      ['auth/invalid-verification-code', 400],
      ['auth/credential-already-in-use', 409],
      ['auth/account-exists-with-different-credential', 409],
    ] as const) {
      expect(description).toMatch(new RegExp(`\\| \`${code}\` \\| ${status} \\| \\S`));
    }
  });
});
