import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messageFor } from '@gwn/contract';
import { ApiError } from './api-error.ts';
import { requestLang } from './lang.ts';

/** Field path -> message, from a request validation failure. */
function invalidFields(err: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  if (hasZodFastifySchemaValidationErrors(err)) {
    for (const issue of err.validation) fields[issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '(payload)'] = issue.message ?? 'invalid';
  }
  return fields;
}

/**
 * Turns every failure into the spec's envelope. Client mistakes are never a 500:
 * bad input is 50005, a business rule its own retCode, a missing or insufficient credential 401/403.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const lang = requestLang(req);
    if (err instanceof ApiError) {
      return reply.status(err.httpStatus).send({ retCode: err.retCode, msg: err.detail ?? messageFor(err.retCode, lang), data: err.data });
    }
    if (err.validation) {
      return reply.status(200).send({ retCode: 50005, msg: messageFor(50005, lang), data: { fields: invalidFields(err) } });
    }
    if (err.statusCode === 413) {
      return reply.status(200).send({ retCode: 60051, msg: messageFor(60051, lang), data: null });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Malformed JSON, wrong content type and the like: the client's mistake, said as invalid parameters.
      return reply.status(200).send({ retCode: 50005, msg: messageFor(50005, lang), data: { reason: err.code ?? err.message } });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ retCode: 50004, msg: messageFor(50004, lang), data: null });
  });
  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send({ retCode: 404, msg: messageFor(404, requestLang(req)), data: null });
  });
}
