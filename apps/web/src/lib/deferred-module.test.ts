import { describe, expect, it } from 'vitest';
import { deferredModule } from './deferred-module';

describe('deferredModule', () => {
  it('fetches once, however often asked, and tells its listeners when the module is here', async () => {
    let imports = 0;
    const deferred = deferredModule(async () => {
      imports += 1;
      return { answer: 42 };
    });
    const seen: string[] = [];
    deferred.subscribe(() => seen.push(deferred.getState().status));
    expect(deferred.getState()).toEqual({ status: 'idle', module: null });

    const [first, second] = await Promise.all([deferred.load(), deferred.load()]);
    expect(first).toBe(second);
    expect(imports).toBe(1);
    expect(deferred.getState()).toEqual({ status: 'loaded', module: { answer: 42 } });
    expect(seen).toEqual(['loading', 'loaded']);
  });

  it('a failed fetch says so and may be asked again', async () => {
    let attempt = 0;
    const deferred = deferredModule(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('offline');
      return 'module';
    });
    await expect(deferred.load()).rejects.toThrow('offline');
    expect(deferred.getState().status).toBe('failed');
    await expect(deferred.load()).resolves.toBe('module');
    expect(deferred.getState()).toEqual({ status: 'loaded', module: 'module' });
  });
});
