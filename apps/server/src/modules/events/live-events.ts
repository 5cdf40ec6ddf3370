import type { LiveEvent } from '@refocus/contract';
import type { EventBus } from '../../shared-state/event-bus.js';

/** One bus topic for every user's events: each instance subscribes once, whatever the number of users. */
const TOPIC = 'user-events';

interface Envelope {
  userId: string;
  event: LiveEvent;
}

/** Where an open stream takes its events. */
export type StreamSink = (event: LiveEvent) => void;

export interface StreamHandle {
  close(): void;
}

/** Ends a stream the server takes back (the user opened one too many): its client is told why. */
export type StreamEviction = () => void;

/**
 * Live events for signed-in users (decision 023): `publish` reaches the user's open streams
 * on every instance that shares the bus (Redis pub/sub, or this process alone). Like the bus,
 * it is fire-and-forget: a client that was not connected reloads what it shows when its stream
 * opens again, so nothing here needs to be durable.
 */
export class LiveEvents {
  /** Each user's open streams, oldest first (a Map keeps insertion order), with how to end each. */
  private readonly streams = new Map<string, Map<StreamSink, StreamEviction>>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly bus: EventBus,
    /** Streams one user may hold open on this instance (tabs, devices). */
    readonly maxStreamsPerUser: number,
  ) {
    this.unsubscribe = bus.subscribe(TOPIC, (message) => this.deliver(message as Envelope));
  }

  /** Sends `event` to every stream `userId` has open, on any instance. Call it after the commit. */
  async publish(userId: string, event: LiveEvent): Promise<void> {
    await this.bus.publish(TOPIC, { userId, event } satisfies Envelope);
  }

  /**
   * Registers a stream. A user at the limit here keeps the new stream and loses the oldest:
   * the tab they reloaded or opened last is the one they are looking at, while the oldest is
   * often a tab whose end the server has not noticed yet.
   */
  open(userId: string, sink: StreamSink, evict: StreamEviction): StreamHandle {
    let sinks = this.streams.get(userId);
    if (!sinks) {
      sinks = new Map();
      this.streams.set(userId, sinks);
    }
    while (sinks.size >= this.maxStreamsPerUser) {
      const [oldest, end] = sinks.entries().next().value as [StreamSink, StreamEviction];
      sinks.delete(oldest);
      end();
    }
    sinks.set(sink, evict);
    const held = sinks;
    return {
      close: () => {
        held.delete(sink);
        if (held.size === 0 && this.streams.get(userId) === held) this.streams.delete(userId);
      },
    };
  }

  /** Streams open on this instance (the metrics' gauge, tests). */
  openStreams(): number {
    let count = 0;
    for (const sinks of this.streams.values()) count += sinks.size;
    return count;
  }

  close(): void {
    this.unsubscribe();
    this.streams.clear();
  }

  private deliver(envelope: Envelope): void {
    if (!envelope || typeof envelope.userId !== 'string') return;
    for (const sink of this.streams.get(envelope.userId)?.keys() ?? []) sink(envelope.event);
  }
}
