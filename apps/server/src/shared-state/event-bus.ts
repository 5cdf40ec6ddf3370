import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { subscriberOf } from './redis-connection.js';

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

/**
 * Redis pub/sub, one channel per topic under the shop's key prefix. While Redis is down a
 * publish is delivered in this process only (users connected here still get it) and
 * `hearsOtherInstances()` is false, so callers that need the whole picture ask the database.
 */
export class RedisEventBus implements EventBus {
  private readonly local = new InProcessEventBus();
  private readonly subscriber: Redis;
  private readonly channels = new Set<string>();
  private readonly reconnectListeners: (() => void)[] = [];
  private subscribed = false;

  constructor(
    private readonly publisher: Redis,
    private readonly prefix: string,
    private readonly onError?: () => void,
  ) {
    this.subscriber = subscriberOf(publisher, onError);
    this.subscriber.on('message', (channel: string, text: string) => {
      const topic = channel.slice(this.channelPrefix.length);
      let message: unknown;
      try {
        message = JSON.parse(text);
      } catch {
        return;
      }
      void this.local.publish(topic, message);
    });
    // `ready` on a subscriber comes after ioredis has subscribed again to every channel.
    this.subscriber.on('ready', () => {
      this.subscribed = true;
      for (const listener of this.reconnectListeners) listener();
    });
    this.subscriber.on('close', () => {
      this.subscribed = false;
    });
  }

  private get channelPrefix(): string {
    return `${this.prefix}events:`;
  }

  async publish(topic: string, message: unknown): Promise<void> {
    if (this.publisher.status === 'ready' && this.subscribed) {
      try {
        await this.publisher.publish(this.channelPrefix + topic, JSON.stringify(message));
        return;
      } catch {
        this.onError?.();
      }
    }
    await this.local.publish(topic, message);
  }

  subscribe(topic: string, listener: Listener): () => void {
    if (!this.channels.has(topic)) {
      this.channels.add(topic);
      this.subscriber.subscribe(this.channelPrefix + topic).catch(() => this.onError?.());
    }
    return this.local.subscribe(topic, listener);
  }

  hearsOtherInstances(): boolean {
    return this.subscribed && this.subscriber.status === 'ready' && this.publisher.status === 'ready';
  }

  onReconnect(listener: () => void): void {
    this.reconnectListeners.push(listener);
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
    await this.local.close();
  }
}
