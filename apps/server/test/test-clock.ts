import type { Clock } from '../src/clock.js';

/** A clock the test moves: links expire and leases pass without sleeping. */
export function testClock(start = new Date()): Clock & { advance(ms: number): void; set(at: number): void } {
  let now = start.getTime();
  const clock = () => new Date(now);
  clock.advance = (ms: number) => {
    now += ms;
  };
  /** To a moment of the test's choosing (ms since the epoch), e.g. the start of a TOTP step. */
  clock.set = (at: number) => {
    now = at;
  };
  return clock;
}
