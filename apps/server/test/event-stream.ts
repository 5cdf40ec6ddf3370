import type { Readable } from 'node:stream';

export interface StreamEvent {
  event: string;
  data: unknown;
}

/**
 * Reads a Server-Sent Events stream (an `inject` with `payloadAsStream`, or a `fetch` body) as
 * the browser would: events, comment lines counted apart, and whether the server ended it.
 */
export class EventStreamReader {
  readonly events: StreamEvent[] = [];
  comments = 0;
  ended = false;
  private buffer = '';

  constructor(source: Readable | ReadableStream<Uint8Array>) {
    if ('getReader' in source) void this.pump(source.getReader());
    else {
      source.setEncoding('utf8');
      source.on('data', (chunk: string) => this.take(chunk));
      source.on('end', () => {
        this.ended = true;
      });
      source.on('error', () => {
        this.ended = true;
      });
    }
  }

  /** Resolves with the first event (from the start) that `match` accepts. */
  async next(match: (event: StreamEvent) => boolean, timeoutMs = 5_000): Promise<StreamEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find(match);
      if (found) return found;
      if (Date.now() > deadline) {
        throw new Error(`no such event within ${timeoutMs} ms; got ${JSON.stringify(this.events)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** The `message` events' data of this type. */
  messages(type: string): { type: string; data: Record<string, unknown> }[] {
    return this.events
      .filter((e) => e.event === 'message')
      .map((e) => e.data as { type: string; data: Record<string, unknown> })
      .filter((m) => m.type === type);
  }

  private async pump(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        this.take(decoder.decode(value, { stream: true }));
      }
    } catch {
      // aborted by the test
    }
    this.ended = true;
  }

  private take(chunk: string): void {
    this.buffer += chunk;
    let end = this.buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) this.comments++;
        else if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      if (data.length > 0) this.events.push({ event, data: JSON.parse(data.join('\n')) });
      end = this.buffer.indexOf('\n\n');
    }
  }
}
