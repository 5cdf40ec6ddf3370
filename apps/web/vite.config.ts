import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress';
import { screensSharedChunk } from './vite-plugins/screens-shared-chunk';

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
 * Two builds: the browser's (`dist/`, hashed and precompressed) and, with `--ssr`, the
 * server renderer (`dist-server/entry-server.js`, loaded by the API server; never served).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [react(), tailwindcss(), precompress()],
  server: { proxy: api },
  preview: { proxy: api },
  // Bundles the workspace contract; React and the libraries load from node_modules.
  ssr: { noExternal: ['@refocus/contract'] },
  build: isSsrBuild ? serverBuild : browserBuild,
}));
