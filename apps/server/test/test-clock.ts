import type { Clock } from '../src/clock.js';

/** A clock the test moves: links expire and leases pass without sleeping. */
export function testClock(start = new Date()): Clock & { advance(ms: number): void } {
  let now = start.getTime();
  const clock = () => new Date(now);
  clock.advance = (ms: number) => {
    now += ms;
  };
  return clock;
}
