import { SITE_PAGE_MAX_LENGTH } from '@refocus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { logIn, signUp, type TestSession, uniqueEmail } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** Issue 19 item 12: Terms, Privacy and Contact, written by admins in Markdown. */
describe.each(TEST_DIALECTS)('site pages on %s', (dialect) => {
  let t: TestApp;
  let admin: TestSession;
  let buyer: TestSession;
  const adminEmail = uniqueEmail('admin');

  beforeAll(async () => {
    t = await createTestApp(dialect, { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: 'admin password' });
    admin = await logIn(t.app, adminEmail, 'admin password');
    buyer = await signUp(t.app);
  });
  afterAll(() => t.close());

  const read = (slug: string) => t.app.inject({ url: `/api/pages/${slug}` });
  const save = (slug: string, markdown: unknown, session?: TestSession) =>
    t.app.inject({ method: 'PUT', url: `/api/pages/${slug}`, headers: session?.auth, payload: { markdown } });

  it('shows every page with the text Refocus ships with until an admin writes one', async () => {
    for (const [slug, title] of [
      ['terms', 'Terms of use'],
      ['privacy', 'Privacy'],
      ['contact', 'Contact'],
    ] as const) {
      const page = await read(slug);
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({ slug, title, updatedAt: null });
      expect(page.json().markdown).toMatch(new RegExp(`^# ${title}`));
    }
  });

  it('lets an admin replace a page; everyone then reads the new text', async () => {
    const markdown = '# Contact\n\nWrite to **shop@example.test** or call +1 555 0100.';
    const saved = await save('contact', markdown, admin);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ slug: 'contact', markdown });
    const page = (await read('contact')).json();
    expect(page.markdown).toBe(markdown);
    expect(Date.parse(page.updatedAt)).not.toBeNaN();

    // A second save replaces the first (an upsert, not a second row).
    expect((await save('contact', '# Contact\n\nMoved.', admin)).statusCode).toBe(200);
    expect((await read('contact')).json().markdown).toBe('# Contact\n\nMoved.');
    // The other pages are untouched.
    expect((await read('terms')).json().updatedAt).toBeNull();

    // Each edit is an admin action in the audit log, newest first, naming the page.
    const log = await t.app.inject({ url: '/api/admin/audit-log', headers: admin.auth });
    const edits = (
      log.json() as { action: string; targetKind: string; targetId: string; adminId: string }[]
    ).filter((entry) => entry.action === 'edit-site-page');
    expect(edits).toEqual([
      expect.objectContaining({ targetKind: 'site-page', targetId: 'contact', adminId: admin.user.uid }),
      expect.objectContaining({ targetKind: 'site-page', targetId: 'contact', adminId: admin.user.uid }),
    ]);
  });

  it('lets only admins write', async () => {
    expect((await save('terms', '# Mine', undefined)).statusCode).toBe(401);
    expect((await save('terms', '# Mine', buyer)).statusCode).toBe(403);
    expect((await read('terms')).json().markdown).not.toBe('# Mine');
    const log = (await t.app.inject({ url: '/api/admin/audit-log', headers: admin.auth })).json();
    expect(log.filter((entry: { targetId: string }) => entry.targetId === 'terms')).toEqual([]);
  });

  it('refuses unknown pages and bad text with a 400 naming the problem, keeping the old text', async () => {
    expect((await read('about')).statusCode).toBe(400);
    expect((await read('about')).json().error.message).toMatch(/page must be one of terms, privacy, contact/);
    const cases: [unknown, RegExp][] = [
      ['   ', /markdown must not be empty/],
      ['x'.repeat(SITE_PAGE_MAX_LENGTH + 1), /markdown must be at most 20000 characters/],
      ['bad \u0000 byte', /markdown must not contain control characters/],
      [42, /markdown/],
    ];
    for (const [markdown, message] of cases) {
      const answer = await save('privacy', markdown, admin);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.message).toMatch(message);
    }
    expect((await read('privacy')).json().updatedAt).toBeNull();
  });

  it('shows the shipped text and title in the language of the `lang` cookie, English without it', async () => {
    const readIn = (slug: string, lang: string) =>
      t.app.inject({ url: `/api/pages/${slug}`, cookies: { lang } });
    const german = await readIn('terms', 'de');
    expect(german.statusCode).toBe(200);
    expect(german.json()).toMatchObject({ slug: 'terms', title: 'Nutzungsbedingungen', updatedAt: null });
    expect(german.json().markdown).toMatch(/^# Nutzungsbedingungen\n\n/);
    expect(german.json().markdown).toContain('\n## Reservierungen\n');

    const spanish = (await readIn('terms', 'es')).json();
    expect(spanish).toMatchObject({ title: 'Condiciones de uso', updatedAt: null });
    expect(spanish.markdown).toMatch(/^# Condiciones de uso\n\n/);
    expect(spanish.markdown).toContain('\n## Reservas\n');
    expect((await readIn('safe-meetings', 'es')).json().markdown).toMatch(/^# Encuentros seguros\n/);

    // No cookie (the older client), or one we do not speak: the English, line for line as before.
    for (const english of [(await read('terms')).json(), (await readIn('terms', 'fr')).json()]) {
      expect(english.title).toBe('Terms of use');
      expect(english.markdown).toMatch(/^# Terms of use\n\nThis marketplace brings together/);
      expect(english.markdown).toContain(
        "\n*The shop's administrators can replace this text from the dashboard.*\n",
      );
    }
    expect((await read('safe-meetings')).json().markdown).toContain("a café, the shop's counter.\n");
  });

  it("gives every language the admin's own text once saved; only the title is translated", async () => {
    const markdown = '# Safety first\n\nMeet at the **shop** only.';
    expect((await save('safe-meetings', markdown, admin)).statusCode).toBe(200);
    for (const lang of ['de', 'es', 'en']) {
      const page = (await t.app.inject({ url: '/api/pages/safe-meetings', cookies: { lang } })).json();
      expect(page.markdown).toBe(markdown);
      expect(page.updatedAt).not.toBeNull();
    }
    expect((await read('safe-meetings')).json().markdown).toBe(markdown);
    const german = (await t.app.inject({ url: '/api/pages/safe-meetings', cookies: { lang: 'de' } })).json();
    expect(german.title).toBe('Sicher treffen');
  });
});
