import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Where the demo parent mounts the console: micro-app's base route of the child (host.js). */
export const EMBED_DEMO_PATH = '/embed-demo';

const asset = (name: string) => readFileSync(new URL(`./embed-demo/${name}`, import.meta.url), 'utf8');

/**
 * A small parent application that embeds the console as a micro-app host does (README, "Embedded mode"):
 * served by the account service in development and demo mode only (EMBED_DEMO), never in production.
 * The page is plain files (no inline script, so the console's CSP holds); every path under it is the page,
 * so a reload of an embedded route comes back embedded.
 */
export function serveEmbedDemo(app: FastifyInstance): void {
  const files = { html: asset('host.html'), js: asset('host.js'), css: asset('host.css') };
  app.get(`${EMBED_DEMO_PATH}/host.js`, async (_req, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(files.js));
  app.get(`${EMBED_DEMO_PATH}/host.css`, async (_req, reply) => reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(files.css));
  const page = async (_req: unknown, reply: FastifyReply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(files.html);
  app.get(EMBED_DEMO_PATH, page);
  app.get(`${EMBED_DEMO_PATH}/*`, page);
}
