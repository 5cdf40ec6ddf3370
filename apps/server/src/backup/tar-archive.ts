import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';

/** A tar.gz written entry by entry; every entry's sha256 is kept for the checksum list. */
export interface ArchiveWriter {
  add(name: string, bytes: Buffer): Promise<void>;
  /** Streams a file in (a table's rows may not fit in memory). */
  addFile(name: string, file: string): Promise<void>;
  /** `<sha256>  <name>` per entry so far, the format `sha256sum -c` reads. */
  checksums(): string;
  /** Ends the archive and waits until it is on disk. */
  finish(): Promise<void>;
}

export function writeArchive(file: string): ArchiveWriter {
  const pack = tar.pack();
  const written = pipeline(pack, zlib.createGzip({ level: 6 }), fs.createWriteStream(file, { mode: 0o600 }));
  // A failed write shows in finish(); until then nobody awaits it.
  written.catch(() => {});
  const sums: string[] = [];
  const mtime = new Date();
  const header = (name: string, size: number) => ({ name, size, mode: 0o600, mtime });
  return {
    add: (name, bytes) =>
      new Promise<void>((resolve, reject) => {
        sums.push(`${createHash('sha256').update(bytes).digest('hex')}  ${name}`);
        pack.entry(header(name, bytes.length), bytes, (error) => (error ? reject(error) : resolve()));
      }),
    addFile: async (name, path) => {
      const { size } = await fs.promises.stat(path);
      const hash = createHash('sha256');
      const source = fs.createReadStream(path);
      source.on('data', (chunk) => hash.update(chunk));
      await pipeline(source, pack.entry(header(name, size)));
      sums.push(`${hash.digest('hex')}  ${name}`);
    },
    checksums: () => `${sums.join('\n')}\n`,
    finish: async () => {
      pack.finalize();
      await written;
    },
  };
}

/**
 * Reads a tar.gz entry by entry, handing each file to `onEntry` as a stream, which it must read
 * to its end. Anything else in the archive (folders, links) is skipped.
 */
export async function readArchive(
  file: string,
  onEntry: (name: string, content: Readable) => Promise<void>,
): Promise<void> {
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  try {
    for await (const entry of extract) {
      if (entry.header.type === 'file') await onEntry(entry.header.name, entry as unknown as Readable);
      entry.resume();
    }
    await reading;
  } catch (error) {
    await reading.catch(() => {});
    throw error;
  }
}

/** The whole of a small entry (a photo, the manifest). */
export async function bytesOf(content: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
