import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** One chunk of Vite's `.vite/manifest.json`. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface SizedFile {
  file: string;
  bytes: number;
  gzip: number;
  /** Brotli at quality 11: what the server sends browsers that accept it (the build precompresses). */
  brotli: number;
}

export interface FirstView {
  route: string;
  js: SizedFile[];
  css: SizedFile[];
  /** Every other JS and CSS file: code-split chunks loaded later, when a screen needs them. */
  later: SizedFile[];
}

function sized(distDir: string, file: string): SizedFile {
  const content = fs.readFileSync(path.join(distDir, file));
  const brotli = zlib.brotliCompressSync(content, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
  });
  return {
    file,
    bytes: content.length,
    gzip: zlib.gzipSync(content, { level: 9 }).length,
    brotli: brotli.length,
  };
}

/** The chunk and everything it imports statically, in load order (the browser fetches them all). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
  return [key, ...(chunk.imports ?? []).flatMap((imported) => staticClosure(manifest, imported, seen))];
}

/** The entry script and stylesheets that index.html names, as dist-relative paths. */
function htmlAssets(html: string): { scripts: string[]; styles: string[] } {
  const attr = (tag: RegExp) => [...html.matchAll(tag)].map((m) => (m[1] ?? '').replace(/^\//, ''));
  return {
    scripts: attr(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    styles: attr(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g),
  };
}

/**
 * Works out from index.html and the manifest what the browser loads for the first view of
 * each route: the entry chunk, its static imports, and the route's lazy chunk with its own
 * static imports (React Router loads it before the first render), plus their CSS.
 */
export function analyseBuild(distDir: string, routes: Record<string, string>): FirstView[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const html = htmlAssets(fs.readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entry = entryKey ? manifest[entryKey] : undefined;
  if (!entryKey || !entry) throw new Error('the manifest has no entry chunk');
  if (!html.scripts.includes(entry.file)) throw new Error(`index.html does not load ${entry.file}`);

  const allFiles = [
    ...new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])])),
  ].filter((file) => /\.(js|css)$/.test(file));

  return Object.entries(routes).map(([route, source]) => {
    if (!entry.dynamicImports?.includes(source)) throw new Error(`${source} is not a lazy route chunk`);
    const seen = new Set<string>();
    const chunks = [...staticClosure(manifest, entryKey, seen), ...staticClosure(manifest, source, seen)];
    const js = chunks.map((key) => manifest[key]?.file ?? key);
    const css = [...new Set([...html.styles, ...chunks.flatMap((key) => manifest[key]?.css ?? [])])];
    const first = new Set([...js, ...css]);
    return {
      route,
      js: js.map((file) => sized(distDir, file)),
      css: css.map((file) => sized(distDir, file)),
      later: allFiles.filter((file) => !first.has(file)).map((file) => sized(distDir, file)),
    };
  });
}
