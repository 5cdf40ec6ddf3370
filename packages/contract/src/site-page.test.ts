import { describe, expect, it } from 'vitest';
import { accepted, refusedPaths } from '../test/parse-checks.js';
import {
  SITE_PAGE_MAX_LENGTH,
  SitePageSchema,
  SitePageSlugSchema,
  SitePageUpdateSchema,
} from './site-page.js';

describe('SitePageSlugSchema', () => {
  it('knows terms, privacy, contact and safe-meetings only', () => {
    for (const slug of ['terms', 'privacy', 'contact', 'safe-meetings'])
      expect(SitePageSlugSchema.safeParse(slug).success).toBe(true);
    expect(SitePageSlugSchema.safeParse('about').error?.issues[0]?.message).toBe(
      'page must be one of terms, privacy, contact, safe-meetings',
    );
  });
});

describe('SitePageSchema', () => {
  const page = { slug: 'terms', title: 'Terms of use', markdown: '# Terms', updatedAt: null };

  it('accepts a shipped page and an edited one', () => {
    expect(accepted(SitePageSchema, page)).toEqual(page);
    const edited = { ...page, updatedAt: '2026-01-02T10:00:00.000Z' };
    expect(accepted(SitePageSchema, edited)).toEqual(edited);
  });

  it('refuses an unknown slug or a missing updatedAt', () => {
    expect(refusedPaths(SitePageSchema, { ...page, slug: 'about' })).toEqual([['slug']]);
    expect(refusedPaths(SitePageSchema, { ...page, updatedAt: undefined })).toEqual([['updatedAt']]);
  });
});

describe('SitePageUpdateSchema', () => {
  it('trims the Markdown and keeps tabs and line breaks', () => {
    expect(accepted(SitePageUpdateSchema, { markdown: '\n# Terms\r\n\n\t- one\n' })).toEqual({
      markdown: '# Terms\r\n\n\t- one',
    });
    expect(SitePageUpdateSchema.safeParse({ markdown: 'm'.repeat(SITE_PAGE_MAX_LENGTH) }).success).toBe(true);
  });

  it('refuses blank, too long, missing or control-character Markdown', () => {
    expect(SitePageUpdateSchema.safeParse({ markdown: ' \n ' }).error?.issues[0]?.message).toBe(
      'markdown must not be empty',
    );
    expect(refusedPaths(SitePageUpdateSchema, { markdown: 'm'.repeat(SITE_PAGE_MAX_LENGTH + 1) })).toEqual([
      ['markdown'],
    ]);
    expect(SitePageUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe('markdown is required');
    expect(refusedPaths(SitePageUpdateSchema, { markdown: 'a\u001bb' })).toEqual([['markdown']]);
  });
});
