import { describe, expect, it } from 'vitest';
import { withDescription, withTitle } from './page-head';

const HEAD = '<!doctype html><html><head><meta charset="utf-8"><title>Refocus</title></head><body>';

describe('withTitle', () => {
  it('puts the page title in the head, escaped', () => {
    expect(withTitle(HEAD, 'Nikon <FM2> & "lens"')).toBe(
      HEAD.replace('<title>Refocus</title>', '<title>Nikon &lt;FM2&gt; &amp; &quot;lens&quot;</title>'),
    );
  });

  it("keeps replacement patterns in a listing's name as plain text", () => {
    for (const name of ['Canon $& lens', 'Sony $` body', "Leica $' M6", 'Price $$5', 'Group $1']) {
      const head = withTitle(HEAD, name);
      expect(head).toContain(`<title>${name.replace('&', '&amp;')}</title>`);
      expect(head.startsWith('<!doctype html><html><head><meta charset="utf-8"><title>')).toBe(true);
      expect(head.endsWith('</title></head><body>')).toBe(true);
    }
  });

  it('leaves the head alone without a title', () => {
    expect(withTitle(HEAD, undefined)).toBe(HEAD);
  });
});

describe('withDescription', () => {
  const WITH_DESCRIPTION =
    '<head>\n    <meta\n      name="description"\n      content="Used cameras."\n    />\n<title>Refocus</title></head>';

  it('puts the description in the head in place of the English one, escaped', () => {
    expect(withDescription(WITH_DESCRIPTION, 'Gebrauchte Kameras „& mehr“ <3 $&')).toBe(
      '<head>\n    <meta name="description" content="Gebrauchte Kameras „&amp; mehr“ &lt;3 $&amp;" />\n<title>Refocus</title></head>',
    );
  });

  it('leaves the head alone without a description', () => {
    expect(withDescription(WITH_DESCRIPTION, undefined)).toBe(WITH_DESCRIPTION);
    expect(withDescription(HEAD, 'Gebrauchte Kameras')).toBe(HEAD);
  });
});
