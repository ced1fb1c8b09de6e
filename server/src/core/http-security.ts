import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderSettings {
  /** The services the console's scripts call (read per reply: they may move once listening, port 0 in tests). */
  serviceUrls: () => readonly string[];
  /** Origins that may frame these pages: the parent application of the embedded mode; nobody else. */
  frameAncestors: readonly string[];
  /**
   * Who may load these replies as plain resources: 'same-origin' for the console's own service;
   * 'cross-origin' for a region, whose replies a console on another origin reads by design.
   */
  resourcePolicy: 'same-origin' | 'cross-origin';
}

/**
 * The headers helmet writes for these settings, read by running its middleware once against a response that only
 * records them. The CSP is written out in full rather than taken from helmet's defaults, so it says exactly what the
 * console needs: scripts only from files of our own origin (no inline script but the boot scripts a page names by
 * hash, `allowingInlineScripts`), calls to our services,
 * images from data: URIs (captcha, QR codes). Styles may be inline because antd writes its CSS-in-JS into
 * <style> elements at run time.
 */
function helmetHeaders(s: SecurityHeaderSettings, connectOrigins: readonly string[]): Record<string, string> {
  const self = "'self'";
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [self],
        scriptSrc: [self],
        styleSrc: [self, "'unsafe-inline'"],
        imgSrc: [self, 'data:', 'blob:'],
        fontSrc: [self, 'data:'],
        connectSrc: [self, ...connectOrigins],
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
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => { headers[name] = String(value); },
    removeHeader: () => {},
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => { if (err) throw err; });
  return headers;
}

/**
 * Security headers on every reply (docs/architecture.md, "Security headers"): helmet's, worked out again only when a
 * service's URL changes and copied onto each reply. (Running helmet's middleware on every request checked and joined its
 * directives each time: 7 % of a region's busy time under load, docs/benchmarks.md "Where a region spends its CPU".)
 */
export function installSecurityHeaders(app: FastifyInstance, s: SecurityHeaderSettings): void {
  let built: { urls: string; headers: Record<string, string> } | undefined;
  const currentHeaders = (): Record<string, string> => {
    const urls = s.serviceUrls();
    const key = urls.join(' ');
    if (built?.urls !== key) built = { urls: key, headers: helmetHeaders(s, [...new Set(urls.map((url) => new URL(url).origin))]) };
    return built.headers;
  };
  // On the root instance, so it runs for every route and for the not-found handler; connect-src follows the services' URLs.
  // Fastify's own headers, not the raw response's: Node then writes them all from one object (a header set on the raw
  // response sends every header of the reply through setHeader's checks and map).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(currentHeaders());
    done();
  });
}

/**
 * A reply's CSP allowing, besides files of our origin, the inline scripts of exactly these hashes ('sha256-…'): a page
 * that carries the console's boot scripts inline (boot-scripts.ts) names them, and no other inline script runs.
 */
export function allowingInlineScripts(csp: string, hashes: readonly string[]): string {
  if (!hashes.length) return csp;
  return csp.replace(/(^|;)(\s*script-src [^;]*)/, (_, start: string, directive: string) => `${start}${directive} ${hashes.join(' ')}`);
}
