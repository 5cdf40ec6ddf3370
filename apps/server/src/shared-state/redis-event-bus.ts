import type { Redis } from 'ioredis';
import { type EventBus, InProcessEventBus } from './event-bus.js';
import { subscriberOf } from './redis-connection.js';

type Listener = (message: unknown) => void;

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
    // ioredis subscribes again on its own only to channels whose SUBSCRIBE succeeded; one sent
    // while Redis was out of reach (or a first connection that timed out on a busy start) was
    // dropped with an error. So every (re)connection subscribes to all of them (Redis ignores
    // a repeat) and only then counts as hearing the other instances.
    this.subscriber.on('ready', () => void this.subscribeAll());
    this.subscriber.on('close', () => {
      this.subscribed = false;
    });
  }

  private async subscribeAll(): Promise<void> {
    try {
      if (this.channels.size > 0) {
        await this.subscriber.subscribe(...[...this.channels].map((topic) => this.channelPrefix + topic));
      }
    } catch {
      this.onError?.();
      return; // the connection failed again: its next `ready` tries again
    }
    this.subscribed = true;
    for (const listener of this.reconnectListeners) listener();
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
