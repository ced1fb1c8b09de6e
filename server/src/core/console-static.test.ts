import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestSystem } from '../../test/test-system.ts';
// The shell as the console's build writes it (web/vite.config.ts): the real markup, texts and CSS.
import { signInShell } from '../../../web/src/features/sign-in/sign-in-html.ts';
import { withRouteMeta } from './route-meta.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>GWN Cloud Admin</title>
    <meta name="description" content="Administrator console" />
    <script src="/theme-boot.js"></script>
    <script type="module" crossorigin src="/assets/index-x.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-x.js">
    <link rel="stylesheet" crossorigin href="/assets/index-x.css">
  </head>
  <body><div id="root"><div class="splash" role="status" aria-label="Loading"><i></i>GWN Cloud</div></div></body>
</html>`;
// The console's boot scripts as the build copies them into dist (web/public).
const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../web/public');
const THEME_BOOT = readFileSync(path.join(PUBLIC_DIR, 'theme-boot.js'), 'utf8');
const SIGN_IN_BOOT = readFileSync(path.join(PUBLIC_DIR, 'sign-in-boot.js'), 'utf8');
const cspHash = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
/** The sources a reply's CSP allows for scripts. */
const scriptSources = (csp: unknown) => String(csp).split(';').map((d) => d.trim().split(/\s+/)).find(([name]) => name === 'script-src')?.slice(1);
const SPLASH = '<div id="root"><div class="splash" role="status" aria-label="Loading"><i></i>GWN Cloud</div></div>';

describe('console pages for crawlers', () => {
  const env = useTestSystem(() => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'gwn-dist-'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
    writeFileSync(path.join(webDist, 'sign-in-shell.json'), JSON.stringify(signInShell('.sign-in { min-height: 100vh; }')));
    for (const file of ['theme-boot.js', 'sign-in-boot.js']) copyFileSync(path.join(PUBLIC_DIR, file), path.join(webDist, file));
    return { regions: [], config: { webDist } };
  });
  const get = (url: string, headers: Record<string, string> = {}) => env.system.account!.app.inject({ method: 'GET', url, headers });

  it('gives /model/compare its own title, description and Open Graph tags without JS, whatever the client accepts', async () => {
    for (const accept of ['text/html', '*/*']) {
      const res = await get('/model/compare?utm=x', { accept });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<title>GWN Cloud — device model comparison</title>');
      expect(res.body).toMatch(/<meta property="og:title" content="GWN Cloud — device model comparison" \/>/);
      expect(res.body).toMatch(/<meta name="description" content="Compare GWN access points/);
      expect(res.body).toMatch(/<meta property="og:description" content="Compare GWN/);
      expect(res.body.match(/name="description"/g)).toHaveLength(1);
      expect(res.body).toContain(SPLASH);
    }
  });

  it('does the same under /gwn/ and in Chinese', async () => {
    const res = await get('/gwn/model/compare/', { accept: 'text/html', 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(res.body).toContain('<title>GWN Cloud — 设备型号对比</title>');
  });

  it('gives a browser the two-factor help page itself, with one anchor per topic, not the console', async () => {
    const res = await get('/help/two-factor?lang=zh', { accept: 'text/html,application/xhtml+xml' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(SPLASH);
    for (const anchor of ['instructions', 'apps', 'hardware-secret', 'security-keys']) expect(res.body).toContain(`id="${anchor}"`);
    expect(res.body).toContain('<h1>双因素认证</h1>');
  });

  it('leaves every other route with the generic page', async () => {
    const res = await get('/welcome', { accept: 'text/html' });
    expect(res.body).toContain('<title>GWN Cloud Admin</title>');
    expect(res.body).not.toContain('og:title');
  });

  it('serves the console at / and /gwn/ to clients that do not ask for HTML', async () => {
    for (const url of ['/', '/gwn/']) {
      for (const headers of [{}, { accept: '*/*' }, { accept: 'application/json' }] as Record<string, string>[]) {
        const res = await get(url, headers);
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200);
        expect(res.body).toContain(SPLASH);
      }
    }
  });

  it('answers HEAD / and HEAD /welcome as GET does: the console, headers only', async () => {
    for (const [url, headers] of [['/', {}], ['/', { accept: '*/*' }], ['/welcome', { accept: 'text/html' }], ['/gwn/welcome', { accept: 'text/html' }]] as [string, Record<string, string>][]) {
      const asGet = await get(url, headers);
      const res = await env.system.account!.app.inject({ method: 'HEAD', url, headers });
      expect(res.statusCode, `HEAD ${url}`).toBe(200);
      expect(res.headers['content-type'], `HEAD ${url}`).toBe(asGet.headers['content-type']);
      expect(res.body).toBe('');
    }
  });

  it('sends /login and /gwn/login with the sign-in form in the HTML, in the request\'s language, in place of the splash', async () => {
    for (const url of ['/login', '/gwn/login', '/login/?handOver=invalid']) {
      const res = await get(url, { accept: 'text/html,application/xhtml+xml' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).not.toContain(SPLASH);
      expect(res.body).toContain('<html lang="en" data-sign-in-lang="en" data-console-entry="/assets/index-x.js"');
      expect(res.body).toMatch(/<form name="sign-in" method="post"[^>]*>/);
      expect(res.body).toMatch(/<input class="sign-in__input" name="account" aria-label="User name" placeholder="User name"/);
      expect(res.body).toMatch(/<input class="sign-in__input" name="password" aria-label="Password" placeholder="Password" aria-invalid="false" type="password"/);
      expect(res.body).toContain('<button type="submit" class="sign-in__submit" aria-busy="false">Sign in</button>');
      // Its CSS inline (no wait for the console's chunk), and the classic script that holds an early submit.
      expect(res.body).toMatch(/<style>\.sign-in \{ min-height: 100vh; \}/);
      // The boot scripts inline, theme first (no request before the first paint), and the CSP allows exactly those two.
      expect(res.body).toContain(`<script>${THEME_BOOT}</script>\n    <script>${SIGN_IN_BOOT}</script>`);
      expect(res.body).not.toMatch(/<script src=/);
      expect(scriptSources(res.headers['content-security-policy']), url).toEqual(["'self'", cspHash(THEME_BOOT), cspHash(SIGN_IN_BOOT)]);
      // Both languages' texts for that script when the stored choice differs; not executable (a data block).
      expect(res.body).toMatch(/<script type="application\/json" id="sign-in-texts">\{"en":\{/);
      // The console's stylesheet no longer holds the first paint back: it follows the form.
      expect(res.body.indexOf('<link rel="stylesheet" crossorigin href="/assets/index-x.css">')).toBeGreaterThan(res.body.indexOf('sign-in-texts'));
      expect(res.body.match(/rel="stylesheet"/g)).toHaveLength(1);
      // The console's entry is no script of the page (sign-in-boot.js adds it after the first paint), nor are its preloads.
      expect(res.body).not.toContain('type="module"');
      expect(res.body).not.toContain('modulepreload');
      // No form that could submit natively with GET.
      expect(res.body).not.toMatch(/<form(?![^>]*method="post")[^>]*>/);
    }
    const zh = await get('/login', { accept: 'text/html', 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' });
    expect(zh.body).toContain('<html lang="zh-CN" data-sign-in-lang="zh-CN"');
    expect(zh.body).toMatch(/<input class="sign-in__input" name="account" aria-label="用户名"/);
    expect(zh.body).toMatch(/<input class="sign-in__input" name="password" aria-label="密码"/);
    expect(zh.body).toContain('class="sign-in__submit" aria-busy="false">登录</button>');
    expect(zh.body).toContain('<h1 id="sign-in-title" class="sign-in__title">GWN Cloud 管理后台</h1>');
  });

  it('keeps the splash on every other route, and JSON for /login asked without HTML', async () => {
    for (const url of ['/welcome', '/gwn/welcome', '/login/sso', '/']) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.body, url).toContain(SPLASH);
      expect(res.body, url).not.toContain('sign-in__input');
      expect(res.body, url).not.toContain(SIGN_IN_BOOT);
      expect(res.body, url).toContain(`<script>${THEME_BOOT}</script>`);
      expect(scriptSources(res.headers['content-security-policy']), url).toEqual(["'self'", cspHash(THEME_BOOT)]);
      expect(res.body, url).toContain('<script type="module" crossorigin src="/assets/index-x.js"></script>');
    }
    // Replies that are not pages allow no inline script at all.
    const json = await get('/no/such/thing', { accept: 'application/json' });
    expect(scriptSources(json.headers['content-security-policy'])).toEqual(["'self'"]);
    expect((await get('/login', { accept: 'application/json' })).statusCode).toBe(404);
  });

  it('keeps JSON 404s for deep paths asked without HTML', async () => {
    const res = await get('/no/such/thing', { accept: '*/*' });
    expect(res.statusCode).toBe(404);
    expect(res.json().retCode).toBeTypeOf('number');
  });

  it('escapes what it writes into the page', () => {
    const html = withRouteMeta(INDEX, { title: 'A <b> & "c"', description: "it's" });
    expect(html).toContain('<title>A &#60;b&#62; &#38; &#34;c&#34;</title>');
    expect(html).toContain('content="it&#39;s"');
  });
});
