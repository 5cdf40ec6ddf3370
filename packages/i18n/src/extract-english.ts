// `npm run i18n:extract`: writes translations/en/{web,server}.json from the code's English, the
// files translators (and translation platforms) start from. The catalogue test fails while they are stale.
import fs from 'node:fs';
import { englishFile, extractEnglish, type Side } from './translation-files.js';

for (const side of ['web', 'server', 'shared'] as Side[]) {
  const messages = extractEnglish(side);
  fs.writeFileSync(englishFile(side), `${JSON.stringify(messages, null, 2)}\n`);
  console.log(`${englishFile(side)}: ${Object.keys(messages).length} messages`);
}
