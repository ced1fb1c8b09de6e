import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestSystem } from '../../test/test-system.ts';
import { withRouteMeta } from './route-meta.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>GWN Cloud Admin</title>
    <meta name="description" content="Administrator console" />
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('console pages for crawlers', () => {
  const env = useTestSystem(() => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'gwn-dist-'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
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
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('does the same under /gwn/ and in Chinese', async () => {
    const res = await get('/gwn/model/compare/', { accept: 'text/html', 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(res.body).toContain('<title>GWN Cloud — 设备型号对比</title>');
  });

  it('gives a browser the two-factor help page itself, with one anchor per topic, not the console', async () => {
    const res = await get('/help/two-factor?lang=zh', { accept: 'text/html,application/xhtml+xml' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<div id="root"></div>');
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
        expect(res.body).toContain('<div id="root"></div>');
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
