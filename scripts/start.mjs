// `npm start`: builds whatever is missing or older than its sources, then runs the server
// in this process (it serves the web app and the API on one port).
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
await import(path.join(import.meta.dirname, '..', 'apps/server/dist/main.js'));
