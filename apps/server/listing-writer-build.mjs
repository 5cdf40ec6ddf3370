// Bundles the products module's listing writer as one CommonJS file the SQLite read workers
// require (decision 054): build.mjs writes it beside the server, and tests that exercise the
// workers' writing bundle it into a folder of their own.
import { build } from 'esbuild';

const here = `${import.meta.dirname}/`;
const SCHEMA_MODULE = /[/\\]listing-json-schema\.(ts|js)$/;

/**
 * The JSON Schema listings are written by, computed now from the contract's ProductSchema: the
 * module that computes it is bundled with zod inside and run once, here.
 */
async function listingJsonSchema() {
  const { outputFiles } = await build({
    entryPoints: [`${here}src/modules/products/listing-json-schema.ts`],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'warning',
  });
  const code = Buffer.from(outputFiles[0].contents).toString('base64');
  return (await import(`data:text/javascript;base64,${code}`)).listingJsonSchema;
}

/**
 * Marks every module of ours as free of side effects, so only what the writer uses is bundled:
 * the public barrels it imports through (images, users) also name modules that load sharp,
 * better-sqlite3 and the repositories, which a read worker has no use for. A module whose exports
 * are used is kept whole, top-level code included; what this drops is a module imported only for
 * what its loading does, and the writer's imports have none. The schema module is replaced by
 * its value.
 */
function onlyWhatIsUsed(schema) {
  return {
    name: 'only-what-is-used',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) =>
        args.path.startsWith('@refocus/') ? undefined : { path: args.path, external: true },
      );
      b.onResolve({ filter: /^\./ }, async (args) => {
        if (args.pluginData?.resolving) return undefined;
        const resolved = await b.resolve(args.path, {
          importer: args.importer,
          resolveDir: args.resolveDir,
          kind: args.kind,
          pluginData: { resolving: true },
        });
        if (SCHEMA_MODULE.test(resolved.path)) return { path: 'listing-json-schema', namespace: 'built' };
        return { ...resolved, sideEffects: false };
      });
      b.onLoad({ filter: /.*/, namespace: 'built' }, () => ({
        contents: `export const listingJsonSchema = ${JSON.stringify(schema)};`,
        loader: 'js',
      }));
    },
  };
}

/** The only package a worker loads for the writer; anything else means a barrel let more in. */
const ALLOWED_PACKAGES = new Set(['fast-json-stringify']);

/** Writes the bundle to `outfile` (a `.cjs` path). */
export async function buildListingWriter(outfile) {
  const schema = await listingJsonSchema();
  // Carried as JSON text: a value JSON cannot hold (undefined, Infinity) would change silently.
  if (JSON.stringify(JSON.parse(JSON.stringify(schema))) !== JSON.stringify(schema)) {
    throw new Error('the listing JSON Schema does not survive being written as JSON');
  }
  const { metafile } = await build({
    entryPoints: [`${here}src/modules/products/listing-writer.ts`],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    plugins: [onlyWhatIsUsed(schema)],
    metafile: true,
    logLevel: 'warning',
  });
  // What the bundle itself imports, after the unused modules were dropped.
  const packages = Object.values(metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((imported) => imported.external)
    .map((imported) => imported.path);
  const unexpected = [...new Set(packages)].filter((name) => !ALLOWED_PACKAGES.has(name));
  if (unexpected.length > 0) {
    throw new Error(`the listing writer would load ${unexpected.join(', ')} in every read worker`);
  }
}
