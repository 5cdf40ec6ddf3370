// `npm run i18n:check -- offers orders`: what keeps the German and Spanish of those areas (all
// when none is named) from being complete, without waiting for the whole catalogue test.

import { catalogueProblems } from './catalogue-problems.js';
import { LOCALES } from './locales.js';
import { extractEnglish, type Side } from './translation-files.js';

const areas = process.argv.slice(2);
const wanted = (id: string) => areas.length === 0 || areas.some((area) => id.startsWith(`${area}.`));
let problems = 0;
for (const side of ['web', 'server', 'shared'] as Side[]) {
  const english = extractEnglish(side);
  for (const locale of LOCALES.filter((locale) => locale !== 'en')) {
    for (const [kind, ids] of Object.entries(catalogueProblems(english, locale, side, wanted))) {
      if (ids.length === 0) continue;
      problems += ids.length;
      console.log(`${side} ${locale} ${kind} (${ids.length}):\n  ${ids.join('\n  ')}`);
    }
  }
}
console.log(problems === 0 ? 'complete' : `${problems} problems`);
process.exitCode = problems === 0 ? 0 : 1;
