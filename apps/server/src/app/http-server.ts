import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import { createLogger } from '../logger.js';
import { answerClientError } from '../plugins/client-errors.js';
import { answerFrameworkError } from '../plugins/error-handler.js';
import { OneLinePerRequest } from '../plugins/request-logging.js';
import { fastifyTrustProxy } from '../trust-proxy.js';
import { responseSerializerCompiler } from './response-serializer.js';
import { cutSlowHeaders, timeoutCheckInterval } from './slow-clients.js';

const BODY_LIMIT_BYTES = 1024 * 1024;
const KEEP_ALIVE_MS = 10_000;

/**
 * The bare Fastify server: its limits, timeouts, request ids, proxies it trusts, and the zod
 * schemas every route validates with and answers by (`response-serializer.ts`). No plugin nor
 * route yet.
 */
export function createHttpServer(config: Config, logger: FastifyBaseLogger | undefined): FastifyInstance {
  const { headersMs, requestMs } = config.httpTimeouts;
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config),
    logController: new OneLinePerRequest(),
    genReqId: () => randomUUID(),
    // Off unless TRUST_PROXY names the proxies in front: request.ip is then the real client.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    // Slow clients may not hold a connection or a request open for ever (issue 41 item 13).
    connectionTimeout: 60_000,
    requestTimeout: requestMs,
    keepAliveTimeout: KEEP_ALIVE_MS,
    // Given to Node when it creates the server: Fastify sets only requestTimeout, afterwards,
    // which left headersTimeout at Node's 60 s and Node's check of both at every 30 s.
    http: {
      headersTimeout: headersMs,
      requestTimeout: requestMs,
      connectionsCheckingInterval: timeoutCheckInterval(headersMs),
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
    // Requests Node cannot parse (400, 408, 431) answer in our shape too.
    clientErrorHandler: answerClientError,
  });
  cutSlowHeaders(app.server, { headersMs, keepAliveMs: KEEP_ALIVE_MS });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  return app;
}
