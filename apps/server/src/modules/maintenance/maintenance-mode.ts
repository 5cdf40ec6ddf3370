import type { MaintenanceStatus, RestoreStep } from '@refocus/contract';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import {
  type HeldMaintenanceLock,
  maintenanceLockHeld,
  takeMaintenanceLock,
} from '../../db/maintenance-lock.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { maintenanceErrors } from './maintenance-errors.js';

/** How often each PostgreSQL instance looks whether another one put the shop in maintenance. */
const MAINTENANCE_LOOK_MS = 1_000;

/** Called when the shop goes into maintenance (true) and comes out (false); awaited by `enter` and `leave`. */
type Listener = (on: boolean) => Promise<void>;

export interface MaintenanceModeDeps {
  database: Config['database'];
  db: Kysely<DB>;
  log: { warn(details: object, message: string): void };
}

/**
 * Whether the shop is in maintenance (decision 065): while a backup is restored from the admin
 * page, every instance answers visitors with the maintenance page and stops its background
 * work. The instance that restores `enter`s and `leave`s. On PostgreSQL it holds an advisory
 * lock meanwhile, which the other instances look for every second (`watch`); SQLite has one
 * instance, so this process's word is the shop's.
 */
export class MaintenanceMode {
  private on = false;
  private step: RestoreStep | null = null;
  private held: HeldMaintenanceLock | undefined;
  private readonly listeners: Listener[] = [];
  private timer: NodeJS.Timeout | undefined;
  /** Changes one at a time, in order: a look that lands mid-change waits for it. */
  private changing: Promise<void> = Promise.resolve();

  constructor(private readonly deps: MaintenanceModeDeps) {}

  isOn(): boolean {
    return this.on;
  }

  /** What `GET /api/maintenance` answers: the step is known on the instance that restores. */
  status(): MaintenanceStatus {
    return { maintenance: this.on, step: this.on ? this.step : null };
  }

  /** The restore's step, as it goes. */
  report(step: RestoreStep): void {
    this.step = step;
  }

  /** How long, at most, another instance takes to notice a change: what `enter`'s caller waits. */
  noticeMs(): number {
    return this.deps.database.kind === 'postgres' ? 2 * MAINTENANCE_LOOK_MS : 0;
  }

  onChange(listener: Listener): void {
    this.listeners.push(listener);
  }

  /** Puts the shop in maintenance; 409 when it is already (on any instance). */
  async enter(): Promise<void> {
    if (this.on) throw new AppError('conflict', maintenanceErrors.shopAlreadyMaintenance);
    if (this.deps.database.kind === 'postgres') {
      this.held = await takeMaintenanceLock(this.deps.database.url);
      if (!this.held) throw new AppError('conflict', maintenanceErrors.shopAlreadyMaintenance);
    }
    this.step = 'waiting';
    await this.change(true);
  }

  async leave(): Promise<void> {
    const held = this.held;
    this.held = undefined;
    this.step = null;
    await held?.release();
    await this.change(false);
  }

  /** Starts looking for another instance's maintenance (PostgreSQL; SQLite has no other instance). */
  watch(): void {
    if (this.deps.database.kind !== 'postgres' || this.timer) return;
    const look = async () => {
      if (this.held) return;
      const on = await maintenanceLockHeld(this.deps.db);
      if (on !== this.on) await this.change(on);
    };
    const tick = () => {
      look()
        .catch((err: unknown) =>
          this.deps.log.warn({ err }, 'could not look for maintenance; will try again'),
        )
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, MAINTENANCE_LOOK_MS).unref();
        });
    };
    this.timer = setTimeout(tick, MAINTENANCE_LOOK_MS).unref();
  }

  async close(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.held?.release();
    await this.changing;
  }

  private change(on: boolean): Promise<void> {
    this.changing = this.changing.then(async () => {
      if (this.on === on) return;
      this.on = on;
      for (const listener of this.listeners) {
        await listener(on).catch((err: unknown) =>
          this.deps.log.warn({ err, maintenance: on }, 'a part of the shop did not follow maintenance'),
        );
      }
    });
    return this.changing;
  }
}
