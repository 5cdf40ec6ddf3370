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

const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The bare Fastify server: its limits, timeouts, request ids, proxies it trusts, and the zod
 * schemas every route validates with and answers by (`response-serializer.ts`). No plugin nor
 * route yet.
 */
export function createHttpServer(config: Config, logger: FastifyBaseLogger | undefined): FastifyInstance {
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config),
    logController: new OneLinePerRequest(),
    genReqId: () => randomUUID(),
    // Off unless TRUST_PROXY names the proxies in front: request.ip is then the real client.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    // Slow clients may not hold a connection or a request open for ever.
    connectionTimeout: 60_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 10_000,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
    // Requests Node cannot parse (400, 408, 431) answer in our shape too.
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  return app;
}
