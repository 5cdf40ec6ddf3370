import { findValidationMessage } from '@refocus/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ChallengeError, type ErrorMessage, statusOf } from '../errors/app-error.js';
import { messageLocaleOf } from '../i18n/request-locale.js';
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

/** Words for people in the request's language (decision 070); English is the error's own message. */
type Say = (message: ErrorMessage, english: string) => string;

const inEnglish: Say = (_message, english) => english;

/**
 * English too goes through the catalogue: its prices are in the shop's `CURRENCY` (the error's
 * own message, for the log, is in dollars). Without the `lang` cookie the words are the English
 * ones, so the older client's answers are unchanged.
 */
function sayerFor(request: FastifyRequest): Say {
  const intl = request.server.languages.intl(messageLocaleOf(request));
  return ({ values, ...descriptor }) => intl.formatMessage(descriptor, values);
}

/** A validation message of the shared schemas in the request's language; another stays as it is. */
function validationMessage(message: string, say: Say): string {
  const found = findValidationMessage(message, (label) => say(label, label.defaultMessage));
  return found ? say({ ...found.descriptor, values: found.values }, message) : message;
}

function toAnswer(
  error: FastifyError | Error,
  say: Say,
  fieldErrorCodes: Record<string, string> = {},
): ErrorAnswer {
  if (error instanceof AppError) {
    const message = error.descriptor ? say(error.descriptor, error.message) : error.message;
    if (error instanceof ChallengeError) {
      return { status: statusOf(error.code), code: error.code, message, challenge: error.challenge };
    }
    return { status: statusOf(error.code), code: error.code, message, field: error.field };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
    const where = error.validationContext ?? 'request';
    const message = validationMessage(first?.message ?? 'is invalid', say);
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
  const fieldErrorCodes = request.routeOptions.config.fieldErrorCodes;
  const english = toAnswer(error, inEnglish, fieldErrorCodes);
  // The log keeps the English, whatever language the answer is in.
  const answer = toAnswer(error, sayerFor(request), fieldErrorCodes);
  if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
  else request.rejection = { code: answer.code, reason: redactEmails(english.message) };
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
