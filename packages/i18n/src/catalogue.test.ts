import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { argumentNames, catalogueProblems } from './catalogue-problems.js';
import { LOCALES } from './locales.js';
import { pseudoLocalize } from './pseudo.js';
import { englishFile, extractEnglish, type Messages, type Side } from './translation-files.js';

const TRANSLATED = LOCALES.filter((locale) => locale !== 'en');

describe.each(['web', 'server', 'shared'] as Side[])('the %s catalogue', (side) => {
  const english = extractEnglish(side);

  it('has translations/en up to date with the code (npm run i18n:extract)', () => {
    const committed = JSON.parse(fs.readFileSync(englishFile(side), 'utf8')) as Messages;
    expect(committed).toEqual(english);
  });

  it.each(TRANSLATED)(
    'is complete in %s: every message, none empty, none left over, same values',
    (locale) => {
      expect(catalogueProblems(english, locale, side)).toEqual({
        missing: [],
        leftOver: [],
        empty: [],
        differentValues: [],
        misplaced: [],
      });
    },
  );

  it('has a pseudo-locale that changes every word and keeps every value', () => {
    const pseudo = pseudoLocalize(english);
    for (const [id, message] of Object.entries(english)) {
      expect(argumentNames(pseudo[id] ?? '')).toEqual(argumentNames(message));
      if (/[a-z]/i.test(message.replace(/\{[^}]*\}/g, ''))) expect(pseudo[id]).not.toBe(message);
    }
  });
});
