import { ResultCode, describeValidation, formatMessage } from '@questline/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { requestLocale } from './locale';
import type { AnswerHeaders } from './securityHeaders';
import { ValidationFailure } from './validation';

/** Fastify's own request faults and the HTTP status plus message each one gets. */
const transportFaults = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: ResultCode.badRequest, key: 'malformedJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: ResultCode.badRequest, key: 'malformedJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: ResultCode.payloadTooLarge, key: 'payloadTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: ResultCode.badRequest, key: 'unsupportedMediaType' },
} as const;

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).code === 'string';
}

type FailureAnswer = (error: unknown, request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/**
 * The one place that turns any failure into DOMAIN.md's envelope. Application
 * outcomes answer HTTP 200 with a body code; transport faults keep their
 * HTTP status. Nothing internal (stack, SQL, file paths) reaches the body.
 */
function failureAnswer(bodyLimitBytes: number): FailureAnswer {
  return (error, request, reply) => {
    const locale = requestLocale(request);
    if (error instanceof AppError) {
      const body = { code: error.code, msg: formatMessage(locale, error.key, error.params) };
      return reply.status(200).send(error.data === undefined ? body : { ...body, data: error.data });
    }
    if (error instanceof ValidationFailure) {
      return reply.status(200).send({ code: ResultCode.fail, msg: describeValidation(locale, error.issues) });
    }
    if (isFastifyError(error) && error.code in transportFaults) {
      const fault = transportFaults[error.code as keyof typeof transportFaults];
      const params = {
        limit: `${Math.round(bodyLimitBytes / 1024)} KB`,
        type: String(request.headers['content-type'] ?? ''),
      };
      return reply.status(fault.status).send({ code: fault.code, msg: formatMessage(locale, fault.key, params) });
    }
    if (isFastifyError(error) && error.code === 'ECONNRESET' && request.raw.destroyed) {
      // The connection closed before the body arrived: the client left, or a body too slow was cut
      // (bodyProgress.ts). Nothing failed here, and nobody is left to read an answer.
      request.log.info({ err: error }, 'request abandoned');
      return reply.status(400).send({ code: ResultCode.badRequest, msg: formatMessage(locale, 'badRequest') });
    }
    if (isFastifyError(error) && error.statusCode === 429) {
      return reply.status(429).send({ code: ResultCode.rateLimited, msg: formatMessage(locale, 'rateLimited') });
    }
    if (isFastifyError(error) && error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'request rejected');
      return reply.status(400).send({ code: ResultCode.badRequest, msg: formatMessage(locale, 'badRequest') });
    }
    request.log.error({ err: error }, 'unexpected failure');
    return reply.status(500).send({ code: ResultCode.fail, msg: formatMessage(locale, 'unknownError') });
  };
}

export function registerErrorMapper(app: FastifyInstance, bodyLimitBytes: number): void {
  app.setErrorHandler(failureAnswer(bodyLimitBytes));

  app.setNotFoundHandler((request, reply) => {
    const locale = requestLocale(request);
    const path = request.url.split('?')[0] ?? request.url;
    return reply.status(404).send({
      code: ResultCode.notFound,
      msg: formatMessage(locale, 'routeNotFound', { method: request.method, path }),
    });
  });
}

/**
 * Fastify's `frameworkErrors`: the router answers a path whose percent-encoding is broken, or a path parameter
 * over its length limit, itself, before any hook runs and without the error handler. Given this, such an answer
 * is the envelope of any other request fault and carries the headers of every answer (issue 28, point 13).
 */
export function routerFaultHandler(
  bodyLimitBytes: number,
  setHeaders: AnswerHeaders,
): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  const answer = failureAnswer(bodyLimitBytes);
  return (error, request, reply) => {
    setHeaders(request, reply);
    answer(error, request, reply);
  };
}
