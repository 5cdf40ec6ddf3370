import { describe, expect, it } from 'vitest';
import { sharedReads } from './catalogue-version.js';

/** A read that answers when told: the version in the "database" at the moment it started. */
function controlledReads() {
  let database = 1;
  const pending: { version: number; settle: (fail?: boolean) => void }[] = [];
  const read = () =>
    new Promise<number>((resolve, reject) => {
      const version = database;
      pending.push({ version, settle: (fail) => (fail ? reject(new Error('lost')) : resolve(version)) });
    });
  return {
    read,
    write: () => {
      database += 1;
    },
    started: () => pending.length,
    finish: (index: number, fail = false) => pending[index]?.settle(fail),
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('sharedReads', () => {
  it('gives callers that ask during a read the next read, one for all of them', async () => {
    const db = controlledReads();
    const version = sharedReads(db.read);
    const first = version();
    // A write commits while the first read is under way; its writer then asks.
    db.write();
    const waiting = [version(), version(), version()];
    expect(db.started()).toBe(1);
    db.finish(0);
    expect(await first).toBe(1);
    await tick();
    expect(db.started()).toBe(2);
    db.finish(1);
    // Never the read begun before they asked: they see the write.
    expect(await Promise.all(waiting)).toEqual([2, 2, 2]);
  });

  it('starts a read at once when none is under way', async () => {
    const db = controlledReads();
    const version = sharedReads(db.read);
    const first = version();
    db.finish(0);
    await first;
    db.write();
    const second = version();
    expect(db.started()).toBe(2);
    db.finish(1);
    expect(await second).toBe(2);
  });

  it('fails only the callers of a read that failed; those waiting get a read of their own', async () => {
    const db = controlledReads();
    const version = sharedReads(db.read);
    const failing = version();
    const waiting = version();
    db.finish(0, true);
    await expect(failing).rejects.toThrow('lost');
    await tick();
    db.finish(1);
    expect(await waiting).toBe(1);
  });
});
