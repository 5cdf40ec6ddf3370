import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import PinoPretty from 'pino-pretty';
import type { Config } from './config.js';

/**
 * The process's one logger: JSON lines for log collectors, or short coloured lines for a
 * person at a terminal. Pretty printing runs in-process (no transport thread) because it is
 * only chosen when someone is watching, where a few microseconds a line do not matter.
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'logFormat'>): FastifyBaseLogger {
  const options = { level: config.logLevel };
  if (config.logFormat === 'json') return pino(options);
  return pino(
    options,
    PinoPretty({ colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId,req,res' }),
  );
}
