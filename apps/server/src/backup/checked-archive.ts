import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Staged } from './load-tables.js';
import {
  CHECKSUMS_ENTRY,
  FORMAT_VERSION,
  MANIFEST_ENTRY,
  type Manifest,
  manifestSchema,
  PHOTO_ENTRY,
  STOREFRONT_SEQS_ENTRY,
  tableEntry,
} from './manifest.js';
import { bytesOf, readArchive } from './tar-archive.js';

export class BadArchiveError extends Error {}

export interface CheckedArchive {
  manifest: Manifest;
  staged: Staged;
  /** The sha256 of every entry, as SHA256SUMS lists it. */
  sums: Map<string, string>;
  close(): void;
}

/**
 * Reads the whole archive once before anything is written: every entry's checksum against
 * SHA256SUMS, SHA256SUMS against the manifest, the manifest against its schema. The tables'
 * rows are staged in a temporary folder for the restore; photos are read again later.
 */
export async function checkArchive(file: string): Promise<CheckedArchive> {
  if (!fs.existsSync(file)) throw new BadArchiveError(`${file} does not exist.`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'refocus-restore-'));
  const close = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    const found = new Map<string, string>();
    let manifestBytes: Buffer | undefined;
    let sumsBytes: Buffer | undefined;
    const stagedNames = new Map<string, string>();
    await readArchive(file, async (name, content) => {
      if (name === MANIFEST_ENTRY) manifestBytes = await bytesOf(content);
      else if (name === CHECKSUMS_ENTRY) sumsBytes = await bytesOf(content);
      else if (name === STOREFRONT_SEQS_ENTRY || /^tables\/[a-z_][a-z0-9_]*\.jsonl$/.test(name)) {
        const staged = path.join(dir, `${stagedNames.size}.jsonl`);
        stagedNames.set(name, staged);
        found.set(name, await hashed(content, fs.createWriteStream(staged)));
      } else found.set(name, await hashed(content));
    }).catch((error: Error) => {
      throw new BadArchiveError(`${file} is not a readable backup archive (${error.message}).`);
    });
    if (!manifestBytes || !sumsBytes)
      throw new BadArchiveError(`${file} has no ${MANIFEST_ENTRY}: it is not a Refocus backup.`);
    const manifest = parseManifest(manifestBytes);
    if (createHash('sha256').update(sumsBytes).digest('hex') !== manifest.checksums) {
      throw new BadArchiveError(`${CHECKSUMS_ENTRY} does not match the manifest: the archive is damaged.`);
    }
    const sums = parseSums(sumsBytes.toString('utf8'));
    for (const [name, sum] of sums) {
      if (found.get(name) !== sum) throw new BadArchiveError(`${name} is missing or damaged in the archive.`);
    }
    for (const name of found.keys()) {
      if (name !== MANIFEST_ENTRY && name !== CHECKSUMS_ENTRY && !sums.has(name)) {
        throw new BadArchiveError(`${name} is in the archive but not in its checksums.`);
      }
    }
    for (const table of manifest.tables) {
      if (!stagedNames.has(tableEntry(table.name)))
        throw new BadArchiveError(`The archive lacks table ${table.name}.`);
    }
    const staged: Staged = {
      dir,
      table: (name) => stagedNames.get(tableEntry(name))!,
      seqs: stagedNames.get(STOREFRONT_SEQS_ENTRY) ?? path.join(dir, 'none'),
    };
    if (!stagedNames.has(STOREFRONT_SEQS_ENTRY)) fs.writeFileSync(staged.seqs, '');
    return { manifest, staged, sums, close };
  } catch (error) {
    close();
    throw error;
  }
}

function parseManifest(bytes: Buffer): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new BadArchiveError(`${MANIFEST_ENTRY} is not JSON.`);
  }
  const format = (json as { format?: unknown })?.format;
  if (typeof format === 'number' && format > FORMAT_VERSION) {
    throw new BadArchiveError(
      `The archive's format ${format} is newer than this build reads (${FORMAT_VERSION}): upgrade first.`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new BadArchiveError(`${MANIFEST_ENTRY} is not valid: ${parsed.error.message}`);
  return parsed.data;
}

function parseSums(text: string): Map<string, string> {
  const sums = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    if (!match) throw new BadArchiveError(`${CHECKSUMS_ENTRY} has a line it cannot read: ${line}`);
    sums.set(match[2]!, match[1]!);
  }
  return sums;
}

/** The photo files of the archive, each checked again as it is read. */
export async function readPhotos(
  file: string,
  sums: Map<string, string>,
  onPhoto: (imageId: string, name: string, bytes: Buffer) => Promise<void>,
): Promise<void> {
  await readArchive(file, async (entry, content) => {
    const match = PHOTO_ENTRY.exec(entry);
    if (!match) return;
    const bytes = await bytesOf(content);
    if (createHash('sha256').update(bytes).digest('hex') !== sums.get(entry)) {
      throw new BadArchiveError(`${entry} changed since the archive was checked.`);
    }
    await onPhoto(match[1]!, match[2]!, bytes);
  });
}

/** The entry's sha256, its bytes copied to `out` on the way when given. */
async function hashed(content: Readable, out?: fs.WriteStream): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of content) {
    hash.update(chunk as Buffer);
    if (out && !out.write(chunk)) await once(out, 'drain');
  }
  if (out) await new Promise<void>((resolve, reject) => out.once('error', reject).end(() => resolve()));
  return hash.digest('hex');
}
