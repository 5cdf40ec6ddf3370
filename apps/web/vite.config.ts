import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress';

const root = fileURLToPath(new URL('.', import.meta.url));
// The API server of `npm run dev -w apps/server`; same origin in production, so proxied in dev.
const api = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), precompress()],
  server: { proxy: api },
  preview: { proxy: api },
  build: {
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
      },
    },
  },
});
