import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress';
import { screensSharedChunk } from './vite-plugins/screens-shared-chunk';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('.', import.meta.url));
// The API server of `npm run dev -w apps/server`; same origin in production, so proxied in dev.
const api = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

const serverBuild = {
  outDir: fileURLToPath(new URL('./dist-server', import.meta.url)),
  emptyOutDir: true,
  minify: false,
  copyPublicDir: false,
  rollupOptions: { output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' } },
} satisfies BuildEnvironmentOptions;

const browserBuild = {
  outDir: fileURLToPath(new URL('./dist', import.meta.url)),
  emptyOutDir: true,
  assetsDir: 'assets',
  // .vite/manifest.json: which files each route needs (read by bench/web).
  manifest: true,
  // Every browser we support preloads modules natively.
  modulePreload: { polyfill: false },
  // ~3 KiB less gzip on the first view than esbuild's minifier, for a slower build.
  minify: 'terser',
  // Vite turns on terser's Safari 10/11 workarounds; no browser we support needs them.
  terserOptions: { safari10: false },
  rollupOptions: {
    output: {
      entryFileNames: 'assets/[name]-[hash].js',
      chunkFileNames: 'assets/[name]-[hash].js',
      assetFileNames: 'assets/[name]-[hash][extname]',
      // Shared chunks under 2 kB merge into others: fewer requests on a first view.
      experimentalMinChunkSize: 2000,
      // …but not into the entry: what only later screens share is a chunk of its own.
      manualChunks: screensSharedChunk,
      onlyExplicitManualChunks: true,
    },
  },
} satisfies BuildEnvironmentOptions;

/**
 * React Router's package has no `production` export condition: every bundler gets its
 * development build, whose only difference is dev warnings on (`ENABLE_DEV_WARNINGS`). The
 * browser build takes the same code with them off (~0.5 KiB gzip less on every first view).
 * Only the bare `react-router` is redirected: the app imports nothing else from the package
 * (`react-router/dom` would bring the development build's own chunks, and its contexts, back
 * beside these).
 */
const reactRouterWithoutDevWarnings = [
  {
    find: /^react-router$/,
    replacement: path.join(
      path.dirname(require.resolve('react-router/package.json')),
      'dist/production/index.mjs',
    ),
  },
];

/**
 * Two builds: the browser's (`dist/`, hashed and precompressed) and, with `--ssr`, the
 * server renderer (`dist-server/entry-server.js`, loaded by the API server; never served).
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  root,
  resolve: command === 'build' && !isSsrBuild ? { alias: reactRouterWithoutDevWarnings } : {},
  plugins: [react(), tailwindcss(), precompress()],
  server: { proxy: api },
  preview: { proxy: api },
  // Bundles the workspace contract; React and the libraries load from node_modules.
  ssr: { noExternal: ['@refocus/contract'] },
  build: isSsrBuild ? serverBuild : browserBuild,
}));
