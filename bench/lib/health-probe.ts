/**
 * Measures `/api/health` latency from a process of its own while other traffic runs, so the
 * load generator's event loop does not colour the figures. One request at a time, each one
 * `intervalMs` (10 unless given) after the last answer, for the given seconds, from
 * `startAt` (epoch ms) when given, else at once; prints one JSON line with the percentiles.
 *
 *   node --import tsx bench/lib/health-probe.ts http://127.0.0.1:4340 20 [intervalMs] [startAt]
 */
import http from 'node:http';

const [base, secondsText, intervalText, startAtText] = process.argv.slice(2);
const seconds = Number(secondsText ?? 10);
const intervalMs = Number(intervalText ?? 10);
const startAt = Number(startAtText ?? Date.now());
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function once(): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(`${base}/api/health`, { agent }, (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200 ? resolve(performance.now() - started) : reject(res.statusCode),
        );
      })
      .on('error', reject);
  });
}

const times: number[] = [];
let errors = 0;
await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));
const end = startAt + seconds * 1000;
while (Date.now() < end) {
  try {
    times.push(await once());
  } catch {
    errors++;
  }
  await new Promise((resolve) => setTimeout(resolve, intervalMs));
}
times.sort((a, b) => a - b);
const at = (q: number) =>
  Number((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1));
console.log(JSON.stringify({ requests: times.length, errors, p50: at(0.5), p99: at(0.99), max: at(1) }));
agent.destroy();
