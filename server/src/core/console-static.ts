import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readBootScripts, withBootScripts } from './boot-scripts.ts';
import { allowingInlineScripts } from './http-security.ts';
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
  // The sign-in page and the boot scripts of the build, read on first use (they name no hashed asset, unlike index.html,
  // which is read per request so a rebuild's new asset names are served at once).
  let signInShell: ReturnType<typeof readSignInShell> | undefined;
  let bootScripts: ReturnType<typeof readBootScripts> | undefined;
  /** Sends a page of the console: its boot scripts inline, and a CSP that allows exactly them. */
  const sendPage = async (reply: FastifyReply, html: string, { signIn = false } = {}) => {
    const page = withBootScripts(html, await (bootScripts ??= readBootScripts(distDir)), { signIn });
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', allowingInlineScripts(csp, page.hashes));
    return reply.type('text/html').send(page.html);
  };
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
    if (meta) return sendPage(reply, withRouteMeta(await readFile(index, 'utf8'), meta));
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
      if (shell) return sendPage(reply, withSignInForm(await readFile(index, 'utf8'), shell, requestLang(req)), { signIn: true });
    }
    return sendPage(reply, await readFile(index, 'utf8'));
  });
}
