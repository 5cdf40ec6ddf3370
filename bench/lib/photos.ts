import fs from 'node:fs';
import path from 'node:path';

/** A photo of the generated catalogue (its image folder), to upload as a seller would. */
export function cataloguePhoto(dataDir: string): Buffer {
  const walk = (dir: string): string | undefined => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isFile() && entry.name.endsWith('.webp')) return full;
      if (entry.isDirectory()) {
        const found = walk(full);
        if (found) return found;
      }
    }
    return undefined;
  };
  const file = walk(path.join(dataDir, 'images'));
  if (!file) throw new Error(`no catalogue photo under ${dataDir}/images`);
  return fs.readFileSync(file);
}

/**
 * Uploads one photo as each seller, as the Add Product form does, and answers each seller's
 * photo URL: a new listing may only show a photo its seller uploaded.
 */
export async function uploadPhotos(
  base: string,
  sellers: string[],
  photo: Buffer,
): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  for (const token of sellers) {
    const form = new FormData();
    form.append('image', new Blob([photo], { type: 'image/webp' }), 'camera.webp');
    const res = await fetch(`${base}/api/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (!res.ok) throw new Error(`photo upload answered ${res.status}: ${await res.text()}`);
    urls.set(token, ((await res.json()) as { data: { url: string } }).data.url);
  }
  return urls;
}
