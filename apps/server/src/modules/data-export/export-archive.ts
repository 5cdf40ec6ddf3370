import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { EXPORT_README } from './export-readme.js';
import type { ExportPhoto, PersonalData } from './personal-data.js';

/**
 * Writes the ZIP: README.txt, the JSON files (pretty, for people as much as programs), then
 * each photo as stored (WebP, not compressed again). A photo is read only when its turn to be
 * written comes, so memory holds one at a time however many listings there are.
 */
export async function writeArchive(
  file: string,
  data: PersonalData,
  readPhoto: (photo: ExportPhoto) => Promise<Buffer | undefined>,
  madeAt: Date,
): Promise<void> {
  const zip = new yazl.ZipFile();
  const options = { mtime: madeAt };
  zip.addBuffer(Buffer.from(EXPORT_README), 'README.txt', options);
  for (const [name, value] of Object.entries(data.files))
    zip.addBuffer(Buffer.from(`${JSON.stringify(value, null, 2)}\n`), name, options);
  for (const photo of data.photos) {
    const lazy = Readable.from(
      (async function* () {
        // A photo the store lost is an empty entry rather than a failed export.
        yield (await readPhoto(photo)) ?? Buffer.alloc(0);
      })(),
    );
    zip.addReadStream(lazy, photo.path, { ...options, compress: false });
  }
  zip.end();
  await pipeline(zip.outputStream, fs.createWriteStream(file, { mode: 0o600 }));
}
