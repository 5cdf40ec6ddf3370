import { useEffect, useSyncExternalStore } from 'react';

/** Where a deferred module stands; a new object on every change, so React sees each one. */
export type DeferredState<T> =
  | { status: 'idle' | 'loading' | 'failed'; module: null }
  | { status: 'loaded'; module: T };

/**
 * A module kept out of the first view and fetched once something asks for it, then readable
 * at once: a component draws without it (or a placeholder of its size) and redraws when it
 * comes, instead of suspending. A failed fetch may be asked again.
 */
export interface DeferredModule<T> {
  load(): Promise<T>;
  getState(): DeferredState<T>;
  subscribe(listener: () => void): () => void;
}

const IDLE = { status: 'idle', module: null } as const;

export function deferredModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let state: DeferredState<T> = IDLE;
  let pending: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const publish = (next: DeferredState<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    load() {
      pending ??= importer().then(
        (module) => {
          publish({ status: 'loaded', module });
          return module;
        },
        (error: unknown) => {
          pending = null;
          publish({ status: 'failed', module: null });
          throw error;
        },
      );
      if (state.status === 'idle' || state.status === 'failed') publish({ status: 'loading', module: null });
      return pending;
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Server rendering never loads one: its markup is drawn without the module. */
const serverState = () => IDLE;

/** The module's state for React; asks for it while `wanted` (e.g. once someone is signed in). */
export function useDeferredModule<T>(deferred: DeferredModule<T>, wanted: boolean): DeferredState<T> {
  const state = useSyncExternalStore(deferred.subscribe, deferred.getState, serverState);
  useEffect(() => {
    if (wanted) deferred.load().catch(() => {});
  }, [deferred, wanted]);
  return state;
}
