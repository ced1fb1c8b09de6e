import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { requestLang } from './lang.ts';
import { routeMetaFor, withRouteMeta } from './route-meta.ts';
import { isSignInPath, readSignInShell, withSignInForm } from './sign-in-shell.ts';

/**
 * Serves the built console and answers every other GET that wants HTML with index.html, so
 * history-mode routes (standalone, or under /gwn/ when embedded) survive a reload.
 */
export function serveConsole(app: FastifyInstance, distDir: string): void {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) {
    app.log.warn(`console not built (${index} missing): run npm run build`);
    return;
  }
  // The sign-in page of the build, read on the first /login (its markup and CSS name no hashed asset, unlike index.html,
  // which is read per request so a rebuild's new asset names are served at once).
  let signInShell: ReturnType<typeof readSignInShell> | undefined;
  app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
  app.register(async (scope) => {
    scope.register(fastifyStatic, { root: distDir, prefix: '/gwn/', wildcard: false, index: false, decorateReply: false });
  });
  app.addHook('onRequest', async (req, reply) => {
    // HEAD answers as GET does (headers only: Node drops the body), so link checkers and probes see the console too.
    if (req.method !== 'GET' && req.method !== 'HEAD') return;
    const url = req.url.split('?')[0];
    // Public pages carry their own title and description for crawlers and link previews, whatever they accept.
    const meta = routeMetaFor(url, requestLang(req));
    if (meta) return reply.type('text/html').send(withRouteMeta(await readFile(index, 'utf8'), meta));
    // The entry points are the console whatever the client accepts (curl, health probes, link checkers);
    // deeper paths only for a browser asking for HTML, so API clients keep their JSON 404s.
    const entry = url === '/' || url === '/gwn' || url === '/gwn/';
    if (!entry && !(req.headers.accept ?? '').includes('text/html')) return;
    // The embed-demo parent page answers its own paths (embed-demo.ts) when it is served.
    if (url === '/embed-demo' || url.startsWith('/embed-demo/')) return;
    // Help pages are the services' own HTML (the two-factor dialogs link there): a browser gets them too, signed in or out.
    if (url.startsWith('/admin/') || url.startsWith('/help/') || url.startsWith('/docs') || ['/health', '/ready', '/metrics'].includes(url) || path.extname(url)) return;
    // /login arrives with the sign-in form in the HTML, usable before the console's script has run (issue #27).
    if (isSignInPath(url)) {
      const shell = await (signInShell ??= readSignInShell(distDir));
      if (shell) return reply.type('text/html').send(withSignInForm(await readFile(index, 'utf8'), shell, requestLang(req)));
    }
    return reply.type('text/html').sendFile('index.html', distDir);
  });
}
