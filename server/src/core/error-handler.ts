import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fieldRuleOfIssue, messageFor, RetCode, type FieldRule, type InvalidInputData } from '@gwn/contract';
import { ApiError } from './api-error.ts';
import { isDatabaseUnreachable } from '../db/connection-faults.ts';
import { requestLang } from './lang.ts';
import { noteRefusal } from './logging.ts';

/**
 * Field path -> message (English, for logs and API clients) and field path -> the rule it broke (which the console
 * words in the operator's language), from a request validation failure; the first issue of a field wins.
 */
function invalidInput(err: FastifyError): InvalidInputData {
  const fields: Record<string, string> = {};
  const rules: Record<string, FieldRule> = {};
  if (hasZodFastifySchemaValidationErrors(err)) {
    for (const issue of err.validation) {
      const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '(payload)';
      if (path in fields) continue;
      fields[path] = issue.message ?? 'invalid';
      rules[path] = fieldRuleOfIssue(issue.keyword, issue.params, issue.message);
    }
  }
  return { fields, rules };
}

/**
 * A refused call is the client's business, not a fault: its one request line at info level carries the
 * retCode (and, for invalid input, which fields), never a stack trace, a query or the payload.
 */
function refuse(req: FastifyRequest, reply: FastifyReply, status: number, retCode: number, data: unknown, msg?: string) {
  const fields = retCode === RetCode.InvalidParameters && data && typeof data === 'object' && 'fields' in data ? data.fields : undefined;
  noteRefusal(req, { retCode, ...(fields ? { fields: Object.keys(fields as object) } : {}) });
  return reply.status(status).send({ retCode, msg: msg ?? messageFor(retCode, requestLang(req)), data });
}

/**
 * Turns every failure into the spec's envelope. Client mistakes are never a 500:
 * bad input is 50005, a business rule its own retCode, a missing or insufficient credential 401/403.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof ApiError) return refuse(req, reply, err.httpStatus, err.retCode, err.data, err.detail);
    if (err.validation) return refuse(req, reply, 200, RetCode.InvalidParameters, invalidInput(err));
    if (err.statusCode === 413) return refuse(req, reply, 200, RetCode.FileTooLarge, null);
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Malformed JSON, wrong content type and the like: the client's mistake, said as invalid parameters.
      return refuse(req, reply, 200, RetCode.InvalidParameters, { reason: err.code ?? err.message });
    }
    if (isDatabaseUnreachable(err)) {
      // Only this call's connection failed (the pool replaces it): the client may retry, here or at another copy.
      req.log.warn({ cause: err.cause instanceof Error ? err.cause.message : err.message }, 'database unreachable');
      return refuse(req, reply, 503, RetCode.DatabaseUnreachable, null);
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ retCode: RetCode.ServiceError, msg: messageFor(RetCode.ServiceError, requestLang(req)), data: null });
  });
  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send({ retCode: RetCode.NotFound, msg: messageFor(RetCode.NotFound, requestLang(req)), data: null });
  });
}
