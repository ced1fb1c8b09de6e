import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderSettings {
  /** Origins the console's scripts may call besides its own: the region services (read per reply: they may move once listening). */
  connectOrigins: () => readonly string[];
  /** Origins that may frame these pages: the parent application of the embedded mode; nobody else. */
  frameAncestors: readonly string[];
  /**
   * Who may load these replies as plain resources: 'same-origin' for the console's own service;
   * 'cross-origin' for a region, whose replies a console on another origin reads by design.
   */
  resourcePolicy: 'same-origin' | 'cross-origin';
}

/**
 * Security headers on every reply (docs/architecture.md, "Security headers"), by helmet's middleware, built once and
 * run in an onRequest hook. (@fastify/helmet built helmet's middleware again for every request, its directives parsed
 * each time: 1.5 % of a region's busy time under load, docs/benchmarks.md "cpu-profile".)
 * The CSP is written out in full rather than taken from helmet's defaults, so it says exactly what the
 * console needs: scripts only from files of our own origin (no inline script), calls to our services,
 * images from data: URIs (captcha, QR codes). Styles may be inline because antd writes its CSS-in-JS into
 * <style> elements at run time.
 */
export function installSecurityHeaders(app: FastifyInstance, s: SecurityHeaderSettings): void {
  const self = "'self'";
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [self],
        scriptSrc: [self],
        styleSrc: [self, "'unsafe-inline'"],
        imgSrc: [self, 'data:', 'blob:'],
        fontSrc: [self, 'data:'],
        connectSrc: [self, () => s.connectOrigins().join(' ')],
        objectSrc: ["'none'"],
        baseUri: [self],
        formAction: [self],
        frameAncestors: [self, ...s.frameAncestors],
      },
    },
    // X-Frame-Options cannot name another origin; where a parent may frame us, frame-ancestors alone decides.
    frameguard: s.frameAncestors.length ? false : { action: 'sameorigin' },
    crossOriginResourcePolicy: { policy: s.resourcePolicy },
    referrerPolicy: { policy: 'no-referrer' },
  });
  // On the root instance, so it runs for every route and for the not-found handler; connect-src is read per reply.
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)));
}
