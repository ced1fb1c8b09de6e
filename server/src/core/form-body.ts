import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes an HTML form's body (contract `form: true`). */
    form?: boolean;
  }
}

const FORM_TYPE = 'application/x-www-form-urlencoded';
/** A confirmation form carries a token and a language: a few hundred bytes. */
const FORM_BODY_LIMIT = 16 * 1024;

/**
 * Reads application/x-www-form-urlencoded bodies into a flat object (the last of repeated fields wins), for
 * the routes whose contract entry says `form: true` only: a page posted by a plain <form>. Any other route
 * answers a form body as the wrong content type (415, which the error handler turns into 50005), so no JSON
 * endpoint can be driven by a cross-site form.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  if (app.hasContentTypeParser(FORM_TYPE)) return;
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (req: FastifyRequest, body: string | Buffer, done) => {
    if (!req.routeOptions.config.form) {
      done(Object.assign(new Error('form bodies are taken only by a confirmation page'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }), undefined);
      return;
    }
    done(null, Object.fromEntries(new URLSearchParams(body.toString())));
  });
}
