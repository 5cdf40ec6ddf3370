import type { LiveEvent } from '@refocus/contract';
import type { EventBus } from '../../shared-state/event-bus.js';

/** One bus topic for every user's events: each instance subscribes once, whatever the number of users. */
const TOPIC = 'user-events';
/** And one for sign-in sessions that ended, whose streams end on whichever instance holds them. */
const SESSIONS_ENDED_TOPIC = 'user-sessions-ended';

interface Envelope {
  userId: string;
  event: LiveEvent;
}

/** Which of a user's sessions ended: all of them, all but one (`except`), or one (`only`). */
export interface EndedSessions {
  only?: string;
  except?: string;
}

interface SessionsEndedEnvelope extends EndedSessions {
  userId: string;
}

/** Where an open stream takes its events. */
export type StreamSink = (event: LiveEvent) => void;

export interface StreamHandle {
  close(): void;
}

/** Ends a stream the server takes back (the user opened one too many): its client is told why. */
export type StreamEviction = () => void;

/** The sign-in session a stream was opened in, and how to end the stream when that session ends. */
export interface StreamSession {
  /** The session its access token names; a token without one ends only with all of the user's sessions. */
  id: string | undefined;
  end: () => void;
}

interface OpenStream {
  evict: StreamEviction;
  session: StreamSession | undefined;
}

/**
 * Live events for signed-in users (decision 023): `publish` reaches the user's open streams
 * on every instance that shares the bus (Redis pub/sub, or this process alone). Like the bus,
 * it is fire-and-forget: a client that was not connected reloads what it shows when its stream
 * opens again, so nothing here needs to be durable.
 */
export class LiveEvents {
  /** Each user's open streams, oldest first (a Map keeps insertion order), with how to end each. */
  private readonly streams = new Map<string, Map<StreamSink, OpenStream>>();
  private readonly unsubscribe: (() => void)[];

  constructor(
    private readonly bus: EventBus,
    /** Streams one user may hold open on this instance (tabs, devices). */
    readonly maxStreamsPerUser: number,
  ) {
    this.unsubscribe = [
      bus.subscribe(TOPIC, (message) => this.deliver(message as Envelope)),
      bus.subscribe(SESSIONS_ENDED_TOPIC, (message) => this.endStreams(message as SessionsEndedEnvelope)),
    ];
  }

  /** Sends `event` to every stream `userId` has open, on any instance. Call it after the commit. */
  async publish(userId: string, event: LiveEvent): Promise<void> {
    await this.bus.publish(TOPIC, { userId, event } satisfies Envelope);
  }

  /**
   * Ends the user's streams of the sessions that ended (signed out, ended from the settings,
   * all ended by a disabled or deleted account or a new password), on every instance that
   * shares the bus (issue 41 item 8). Fire-and-forget like the events: a stream the message
   * misses is ended by its next heartbeat's check of the session.
   */
  async sessionsEnded(userId: string, which: EndedSessions = {}): Promise<void> {
    await this.bus.publish(SESSIONS_ENDED_TOPIC, { userId, ...which } satisfies SessionsEndedEnvelope);
  }

  /**
   * Registers a stream. A user at the limit here keeps the new stream and loses the oldest:
   * the tab they reloaded or opened last is the one they are looking at, while the oldest is
   * often a tab whose end the server has not noticed yet.
   */
  open(userId: string, sink: StreamSink, evict: StreamEviction, session?: StreamSession): StreamHandle {
    let sinks = this.streams.get(userId);
    if (!sinks) {
      sinks = new Map();
      this.streams.set(userId, sinks);
    }
    while (sinks.size >= this.maxStreamsPerUser) {
      const [oldest, stream] = sinks.entries().next().value as [StreamSink, OpenStream];
      sinks.delete(oldest);
      stream.evict();
    }
    sinks.set(sink, { evict, session });
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
    for (const unsubscribe of this.unsubscribe) unsubscribe();
    this.streams.clear();
  }

  private endStreams(ended: SessionsEndedEnvelope): void {
    if (!ended || typeof ended.userId !== 'string') return;
    // A copy: each end removes its stream from the map.
    for (const { session } of [...(this.streams.get(ended.userId)?.values() ?? [])]) {
      if (!session) continue;
      if (ended.only !== undefined && session.id !== ended.only) continue;
      if (ended.except !== undefined && session.id === ended.except) continue;
      session.end();
    }
  }

  private deliver(envelope: Envelope): void {
    if (!envelope || typeof envelope.userId !== 'string') return;
    for (const sink of this.streams.get(envelope.userId)?.keys() ?? []) sink(envelope.event);
  }
}
