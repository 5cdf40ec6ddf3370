import { EventEmitter } from 'node:events';

type Listener = (message: unknown) => void;

/**
 * Live events between the parts of the shop (a new message, a notification, a catalogue
 * version): `publish` reaches every `subscribe` of the topic on every instance that shares
 * the bus. Messages are JSON values and fire-and-forget: a listener that is not connected
 * at that moment never sees it. Durable work belongs in the jobs table, not here.
 */
export interface EventBus {
  publish(topic: string, message: unknown): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(topic: string, listener: Listener): () => void;
  /**
   * True while messages published on other instances reach this one (Redis, subscribed).
   * Always false in process: there may be other instances this bus cannot hear.
   */
  hearsOtherInstances(): boolean;
  /** Called each time the bus (re)connects: anything learnt from it before may be missing messages. */
  onReconnect(listener: () => void): void;
  close(): Promise<void>;
}

/** One process: `npm start`, tests, and any instance without `REDIS_URL`. */
export class InProcessEventBus implements EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(topic: string, message: unknown): Promise<void> {
    this.emitter.emit(topic, message);
  }

  subscribe(topic: string, listener: Listener): () => void {
    this.emitter.on(topic, listener);
    return () => this.emitter.off(topic, listener);
  }

  hearsOtherInstances(): boolean {
    return false;
  }

  onReconnect(): void {}

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
