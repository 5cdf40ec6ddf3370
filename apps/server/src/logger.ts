import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import PinoPretty from 'pino-pretty';
import type { Config } from './config.js';

/**
 * The process's one logger: JSON lines for log collectors, or short coloured lines for a
 * person at a terminal. Pretty printing runs in-process (no transport thread) because it is
 * only chosen when someone is watching, where a few microseconds a line do not matter.
 *
 * JSON lines are written asynchronously and in batches, instead of one blocking write per
 * request (a tenth of a cache hit's CPU was the request log's own write). A line waits at
 * most a second, and pino writes what is left when the process exits.
 */
/** Lines are written in batches of about this size… */
const WRITE_AT_BYTES = 4096;
/** …or at least this often, so a quiet shop's log is never more than a second behind. */
const FLUSH_EVERY_MS = 1000;

export function createLogger(config: Pick<Config, 'logLevel' | 'logFormat'>): FastifyBaseLogger {
  const options = { level: config.logLevel };
  if (config.logFormat === 'json') {
    const destination = pino.destination({ dest: 1, sync: false, minLength: WRITE_AT_BYTES });
    setInterval(() => destination.flush(), FLUSH_EVERY_MS).unref();
    return pino(options, destination);
  }
  return pino(
    options,
    PinoPretty({ colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId,req,res' }),
  );
}
