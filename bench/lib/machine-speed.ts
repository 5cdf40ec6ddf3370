import { createHash } from 'node:crypto';

/**
 * How fast this machine is right now, as the time of a fixed piece of work like the server's
 * own (building objects, JSON, hashing, string work), median of five runs.
 *
 * The build machines differ from one session to the next (2 × AMD EPYC one day, 2 × Xeon at
 * 2.1 GHz another, with 2.5× the CPU per request), and a shared machine's speed drifts within
 * the hour (the same loop took 1.0–1.9 s minutes apart). Printed beside each figure, it says
 * whether two runs can be compared at all: requests per second only compare at similar speeds.
 */
export function referenceWorkMs(): number {
  const runs: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    work();
    runs.push(performance.now() - started);
  }
  runs.sort((a, b) => a - b);
  return Math.round(runs[2]!);
}

let sink = 0;

function work(): void {
  for (let page = 0; page < 400; page++) {
    const items = Array.from({ length: 24 }, (_, i) => ({
      _id: `listing-${page}-${i}`,
      name: `Nikon Z6 II body ${i}`,
      price: 1000 + i * 7,
      description: 'Barely used, with two batteries and the original box. '.repeat(4),
      created: new Date(1_700_000_000_000 + i * 86_400_000).toISOString(),
    }));
    const json = JSON.stringify(items);
    sink += createHash('sha256').update(json).digest()[0]!;
    sink += (JSON.parse(json) as unknown[]).length + json.toLowerCase().indexOf('box');
  }
  if (sink < 0) console.log(sink); // keeps the work from being optimised away
}
