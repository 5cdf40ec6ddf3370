import { describe, expect, it } from 'vitest';
import { WriterLock } from './writer-lock.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('WriterLock', () => {
  it('hands the writer on in arrival order, one holder at a time', async () => {
    const lock = new WriterLock({ queueLimit: 10, waitMs: 1000 });
    const order: string[] = [];
    const first = await lock.lock();
    const waiters = ['b', 'c', 'd'].map((name) =>
      lock.lock().then((release) => {
        order.push(name);
        return release;
      }),
    );
    await tick();
    expect(order).toEqual([]);
    expect(lock.waitingCount).toBe(3);
    first();
    first(); // a second release hands on nothing more
    await tick();
    expect(order).toEqual(['b']);
    (await waiters[0])?.();
    await tick();
    (await waiters[1])?.();
    (await waiters[2])?.();
    expect(order).toEqual(['b', 'c', 'd']);
    // Free again: the next caller gets it at once.
    (await lock.lock())();
  });

  it('refuses at once beyond the queue limit, with overloaded', async () => {
    const lock = new WriterLock({ queueLimit: 1, waitMs: 1000 });
    const release = await lock.lock();
    const waiting = lock.lock();
    await expect(lock.lock()).rejects.toMatchObject({ code: 'overloaded' });
    release();
    (await waiting)();
  });

  it('gives up after waitMs, and the writers behind it keep their turn', async () => {
    const lock = new WriterLock({ queueLimit: 10, waitMs: 50 });
    const release = await lock.lock();
    const late = lock.lock();
    await expect(late).rejects.toMatchObject({ code: 'overloaded', message: expect.stringMatching(/50 ms/) });
    expect(lock.waitingCount).toBe(0);
    const next = lock.lock();
    release();
    const nextRelease = await next;
    nextRelease();
  });
});
