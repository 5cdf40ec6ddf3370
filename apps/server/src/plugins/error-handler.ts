import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ChallengeError, statusOf } from '../errors/app-error.js';
import { PLUGIN } from './plugin-names.js';
import { redactEmails } from './request-logging.js';

interface ErrorAnswer {
  status: number;
  code: string;
  message: string;
  field?: string;
  challenge?: string;
}

/** Fastify's own client errors, named in our vocabulary. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload-too-large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported-media-type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad-request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad-request',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad-request',
  FST_REQ_FILE_TOO_LARGE: 'payload-too-large',
  FST_FILES_LIMIT: 'payload-too-large',
  FST_PARTS_LIMIT: 'payload-too-large',
  FST_FIELDS_LIMIT: 'payload-too-large',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'unsupported-media-type',
  FST_PROTO_VIOLATION: 'bad-request',
};

function toAnswer(error: FastifyError | Error, fieldErrorCodes: Record<string, string> = {}): ErrorAnswer {
  if (error instanceof ChallengeError) {
    return {
      status: statusOf(error.code),
      code: error.code,
      message: error.message,
      challenge: error.challenge,
    };
  }
  if (error instanceof AppError) {
    return { status: statusOf(error.code), code: error.code, message: error.message, field: error.field };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
    const where = error.validationContext ?? 'request';
    const message = first?.message ?? 'is invalid';
    return {
      status: 400,
      code: (field && fieldErrorCodes[field.split('.')[0] ?? '']) || 'validation-failed',
      message: field ? `${where}.${field}: ${message}` : `${where}: ${message}`,
      field,
    };
  }
  const fastifyError = error as FastifyError;
  const known = FASTIFY_CODES[fastifyError.code];
  if (known) return { status: statusOf(known), code: known, message: error.message };
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, code: status === 429 ? 'rate-limited' : 'bad-request', message: error.message };
  }
  return { status: 500, code: 'internal', message: 'Something went wrong on our side.' };
}

/**
 * The single place that writes error answers; 5xx details stay in the log, never in the
 * answer. A 4xx is not a line of its own: its code and reason join the request's one line.
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(answerError);
  },
  { name: PLUGIN.errorHandler, dependencies: [PLUGIN.requestLogging] },
);

function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = toAnswer(error, request.routeOptions.config.fieldErrorCodes);
  if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
  else request.rejection = { code: answer.code, reason: redactEmails(answer.message) };
  const body: { code: string; message: string; field?: string; challenge?: string } = {
    code: answer.code,
    message: answer.message,
  };
  if (answer.field) body.field = answer.field;
  if (answer.challenge) body.challenge = answer.challenge;
  const envelope = request.routeOptions.config.successFlag
    ? { success: false, error: body }
    : { error: body };
  return reply.status(answer.status).send(envelope);
}

/** Errors raised before routing (a malformed URL such as `/api/products/%ZZ`) answer in our shape too. */
export function answerFrameworkError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
  request.rejection = { code: 'bad-request', reason: error.message };
  reply.status(400).send({ error: { code: 'bad-request', message: error.message } });
}
