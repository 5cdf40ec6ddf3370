import type { Database } from '../../db/database.js';
import type { EventBus } from '../../shared-state/event-bus.js';
import { catalogueVersionReader } from './catalogue-version.js';

const TOPIC = 'catalogue-version';
/** A backstop for writes no request announced (a CLI, a writer killed between commit and publish). */
const RECHECK_MS = 5_000;

export interface CatalogueVersionSource {
  /** The version a cache hit may be answered under. */
  current(): Promise<number>;
  /** The version in the database now (a miss, or after a write): learnt, and announced if newer. */
  fresh(): Promise<number>;
  /** After a write request, before it is answered: tell every instance if the version moved. */
  announce(): Promise<void>;
  close(): void;
}

/** Without a shared bus: every read asks the database, as decision 003 says. */
function versionFromDatabase(read: () => Promise<number>): CatalogueVersionSource {
  return { current: read, fresh: read, announce: async () => {}, close: () => {} };
}

/**
 * With a bus that hears other instances (Redis), hits are answered under the version this
 * instance last learnt, with no database round trip (decision 018). It learns a version from
 * the bus, from every miss, and from its own writes; a write request announces the version
 * it committed *before its answer is sent*, so once a writer hears "done", the message is
 * already on its way to every instance. While the bus cannot hear other instances (Redis
 * down or reconnecting) every read asks the database again.
 */
function versionBroadcast(read: () => Promise<number>, bus: EventBus): CatalogueVersionSource {
  let known: number | undefined;
  // The highest version that went over the bus: a version learnt from a miss may still be
  // unannounced (its writer not yet at `announce`), so it does not count here.
  let heard = -1;
  let publishing: Promise<void> = Promise.resolve();
  const learn = (version: number) => {
    if (known === undefined || version > known) known = version;
  };
  const unsubscribe = bus.subscribe(TOPIC, (message) => {
    if (typeof message !== 'number' || !Number.isSafeInteger(message)) return;
    heard = Math.max(heard, message);
    learn(message);
  });
  // Messages may have been missed while disconnected: forget, and ask the database next time.
  bus.onReconnect(() => {
    known = undefined;
    heard = -1;
  });
  const fresh = async () => {
    const version = await read();
    learn(version);
    return version;
  };
  const recheck = setInterval(() => {
    if (bus.hearsOtherInstances()) void announceIfNewer().catch(() => {});
  }, RECHECK_MS);
  recheck.unref();

  async function announceIfNewer(): Promise<void> {
    const version = await fresh();
    // Another request here may be publishing this version: its answer waits for that too.
    if (version <= heard) return await publishing;
    heard = version;
    publishing = bus.publish(TOPIC, version);
    await publishing;
  }

  return {
    current: async () => (known !== undefined && bus.hearsOtherInstances() ? known : fresh()),
    fresh,
    announce: announceIfNewer,
    close: () => {
      clearInterval(recheck);
      unsubscribe();
    },
  };
}

/** The version source an app uses: over the bus when instances share one (Redis), else the database's. */
export function catalogueVersionSource(
  database: Database,
  bus: EventBus | undefined,
): CatalogueVersionSource {
  const read = catalogueVersionReader(database);
  return bus ? versionBroadcast(read, bus) : versionFromDatabase(read);
}
