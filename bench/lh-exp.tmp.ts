import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const base = process.argv[2] ?? 'http://127.0.0.1:4332';
const pages = (process.argv[3] ?? '/products').split(',');
const runs = Number(process.argv[4] ?? 3);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
for (const p of pages) for (let i = 0; i < runs; i++) {
  const r = await lighthouse(`${base}${p}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, process.env.CPU1 ? { extends: 'lighthouse:default', settings: { throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 1, requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675 } } } : undefined);
  const l = r!.lhr; const m = (l.audits.metrics?.details as any)?.items?.[0] ?? {};
  console.log(p, 'bi', l.environment.benchmarkIndex, 'perf', Math.round(l.categories.performance!.score! * 100), 'fcp', m.firstContentfulPaint, 'lcp', m.largestContentfulPaint, 'tbt', m.totalBlockingTime, 'si', m.speedIndex, 'obs', m.observedFirstContentfulPaint, m.observedLargestContentfulPaint);
}
chrome.kill();
