import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../config.js';
import { configuredImageStore } from '../modules/images/images.public.js';
import { appVersion } from './app-version.js';
import {
  CHECKSUMS_ENTRY,
  FORMAT_VERSION,
  MANIFEST_ENTRY,
  type Manifest,
  photoEntry,
  STOREFRONT_SEQS_ENTRY,
  type TableManifest,
  tableEntry,
} from './manifest.js';
import { openSnapshot, type Snapshot } from './snapshot.js';
import { storefrontLastSeq, storefrontSeqsSelect } from './storefront-seqs.js';
import { describeTables, type TableShape } from './table-shapes.js';
import { writeArchive } from './tar-archive.js';
import { checkedValue, quoted } from './values.js';

type BackupProgress =
  | { step: 'snapshot' }
  | { step: 'table'; table: string; rows: number }
  | { step: 'photos'; images: number; files: number };

export interface BackupOptions {
  /** Told each step as it is done; a backup waits for it (an admin page shows progress). */
  onProgress?: (progress: BackupProgress) => void | Promise<void>;
}

/** `refocus-<shop>-<UTC date and time>.tar.gz`: sorts by date, says which shop. */
export function backupFileName(config: Pick<Config, 'shopName'>, now = new Date()): string {
  const shop =
    config.shopName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'shop';
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, 'Z');
  return `refocus-${shop}-${stamp}.tar.gz`;
}

/**
 * Writes one archive of the configured shop to `file` (decision 061): every table's rows as
 * JSON lines from one consistent snapshot, the storefront's order, every stored photo, a
 * checksum list and the manifest. The shop keeps serving meanwhile. The archive appears under
 * its name only once complete.
 */
export async function writeBackup(
  config: Pick<Config, 'database' | 'dataDir' | 's3' | 'shopName'>,
  file: string,
  options: BackupOptions = {},
): Promise<Manifest> {
  const progress = options.onProgress ?? (() => {});
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'refocus-backup-'));
  const partial = `${file}.partial`;
  const store = await configuredImageStore(config);
  try {
    const snapshot = await openSnapshot(config.database);
    let read: Awaited<ReturnType<typeof readSnapshot>>;
    try {
      await progress({ step: 'snapshot' });
      read = await readSnapshot(snapshot, staging, progress);
    } finally {
      await snapshot.close();
    }
    const archive = writeArchive(partial);
    for (const table of read.tables) {
      await archive.addFile(tableEntry(table.name), path.join(staging, `${table.name}.jsonl`));
    }
    await archive.addFile(STOREFRONT_SEQS_ENTRY, path.join(staging, 'storefront-seqs.jsonl'));
    // Photos are immutable (content-addressed): read after the snapshot, they are the same files.
    const photos = { images: 0, files: 0, bytes: 0 };
    for (const imageId of read.imageIds) {
      for (const name of await store.files(imageId)) {
        const bytes = await store.get(imageId, name);
        // Deleted since the snapshot (an unused upload's clean-up): its row goes without it.
        if (!bytes) continue;
        await archive.add(photoEntry(imageId, name), bytes);
        photos.files++;
        photos.bytes += bytes.length;
      }
      photos.images++;
      if (photos.images % 100 === 0) await progress({ step: 'photos', ...photos });
    }
    await progress({ step: 'photos', ...photos });
    const checksums = Buffer.from(archive.checksums());
    await archive.add(CHECKSUMS_ENTRY, checksums);
    const manifest: Manifest = {
      format: FORMAT_VERSION,
      app: { name: 'refocus', version: appVersion() },
      createdAt: new Date().toISOString(),
      shop: config.shopName,
      dialect: config.database.kind,
      migrations: read.migrations,
      tables: read.tables,
      storefrontLastSeq: read.storefrontLastSeq,
      photos,
      checksums: createHash('sha256').update(checksums).digest('hex'),
    };
    await archive.add(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    await archive.finish();
    fs.renameSync(partial, file);
    return manifest;
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    store.close?.();
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Everything the archive needs from the database, read inside the one snapshot. */
async function readSnapshot(
  snapshot: Snapshot,
  staging: string,
  progress: NonNullable<BackupOptions['onProgress']>,
) {
  const migrations = (await snapshot
    .query('select name from kysely_migration order by name')
    .catch(() => [])) as { name: string }[];
  if (migrations.length === 0)
    throw new Error('The database has no schema yet: there is nothing to back up.');
  const tables: TableManifest[] = [];
  for (const shape of await describeTables(snapshot.query, snapshot.dialect)) {
    const rows = await writeRows(snapshot, shape, path.join(staging, `${shape.name}.jsonl`));
    tables.push({ name: shape.name, columns: shape.columns, primaryKey: shape.primaryKey, rows });
    await progress({ step: 'table', table: shape.name, rows });
  }
  const seqs = fs.createWriteStream(path.join(staging, 'storefront-seqs.jsonl'));
  const seqSelect = await storefrontSeqsSelect(snapshot.query, snapshot.dialect);
  if (seqSelect) for await (const row of snapshot.rows(seqSelect)) seqs.write(`${JSON.stringify(row)}\n`);
  await endStream(seqs);
  const imageIds = (await snapshot.query('select id from images order by id')).map((row) => String(row.id));
  return {
    migrations: migrations.map((m) => m.name),
    tables,
    imageIds,
    storefrontLastSeq: await storefrontLastSeq(snapshot.query, snapshot.dialect),
  };
}

/** The table's rows in key order (byte order of text on both databases), one JSON array a line. */
async function writeRows(snapshot: Snapshot, shape: TableShape, file: string): Promise<number> {
  const columns = shape.columns.map((c) => quoted(c.name)).join(', ');
  const collate = snapshot.dialect === 'postgres' ? ' collate "C"' : '';
  const order = shape.primaryKey
    .map((key) => {
      const text = shape.columns.find((c) => c.name === key)?.type === 'text';
      return `${quoted(key)}${text ? collate : ''}`;
    })
    .join(', ');
  const out = fs.createWriteStream(file);
  let rows = 0;
  let buffered = '';
  for await (const row of snapshot.rows(`select ${columns} from ${quoted(shape.name)} order by ${order}`)) {
    const values = row.map((value, i) => checkedValue(shape.name, shape.columns[i]!, value));
    buffered += `${JSON.stringify(values)}\n`;
    rows++;
    if (buffered.length > 1 << 16) {
      const flowing = out.write(buffered);
      buffered = '';
      if (!flowing) await once(out, 'drain');
    }
  }
  await endStream(out, buffered);
  return rows;
}

function endStream(out: fs.WriteStream, last = ''): Promise<void> {
  return new Promise((resolve, reject) => {
    out.once('error', reject);
    out.end(last, () => resolve());
  });
}
