/** Answers are always `{code, info}`: success helpers and the one error handler that maps every failure to a catalogued code. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Codes, codeMessages, describeCode, langFromHeader, type CodeName, type Envelope } from '../../schemas/envelope.ts';
import { AppError } from './errors.ts';
import { toFieldErrors } from './validation-messages.ts';

export function ok<T>(info: T): Envelope<T> {
  return { code: Codes.ok, info };
}

function send(reply: FastifyReply, name: CodeName, info: string, extra: Partial<Envelope> = {}) {
  return reply
    .status(codeMessages[name].status)
    .type('application/json; charset=utf-8')
    .send({ code: Codes[name], info, ...extra } satisfies Envelope);
}

/** Fastify's own error codes for bodies it refuses before our handlers run. */
const fastifyCodes: Record<string, CodeName> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payloadTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'badRequest',
  FST_ERR_CTP_INVALID_JSON_BODY: 'badRequest',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'badRequest',
  FST_ERR_CTP_EMPTY_TYPE: 'unsupportedMediaType',
  FST_ERR_BAD_URL: 'badRequest',
  FST_ERR_ASYNC_CONSTRAINT: 'badRequest',
  FST_ERR_MAX_PARAM_LENGTH: 'badRequest',
};

export function installEnvelope(app: FastifyInstance): void {
  app.decorateRequest('lang', 'zh');
  app.decorateRequest('auth', undefined);
  app.addHook('onRequest', async (request) => {
    request.lang = langFromHeader(request.headers['accept-language']);
  });

  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang ?? 'zh';
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return send(reply, error.codeName, error.describe(lang), error.errors ? { errors: error.fieldErrors(lang) } : {});
    }
    if (error.validation) {
      const errors = toFieldErrors(error.validation, lang);
      const head = describeCode('validation', lang);
      return send(reply, 'validation', `${head}: ${errors.map((e) => e.message).join('; ')}`, { errors });
    }
    const mapped = (error.code && fastifyCodes[error.code]) || (error instanceof SyntaxError ? 'badRequest' : undefined);
    if (mapped) return send(reply, mapped, describeCode(mapped, lang));
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, 'badRequest', describeCode('badRequest', lang));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 'serverError', describeCode('serverError', lang));
  });
}

/**
 * Errors Fastify's router raises before any hook runs (a malformed percent-encoding in the path, an
 * over-long path parameter). They bypass setErrorHandler, so without this they would answer Fastify's
 * own `{error, message, statusCode}` body instead of the envelope.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const name = (error.code && fastifyCodes[error.code]) || 'badRequest';
  // The onRequest hook that sets request.lang has not run for these requests.
  return send(reply, name, describeCode(name, langFromHeader(request.headers['accept-language'])));
}

/** The answer for a path no route serves. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 'notFound', describeCode('notFound', request.lang ?? 'zh'));
}
