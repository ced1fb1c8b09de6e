import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { auth, firmware } from '@gwn/contract';
import { buildApp } from '../app.ts';
import { bareAppOptions } from '../../test/http-settings.ts';
import { useTestSystem } from '../../test/test-system.ts';

const PARENT = 'https://parent.example.com';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Record<string, string[]> {
  return Object.fromEntries(String(header).split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name, values]));
}

describe('security headers on every reply', () => {
  const env = useTestSystem(() => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'gwn-dist-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
    return { regions: ['US'], config: { webDist, frameAncestors: [PARENT] } };
  });
  const account = () => env.system.account!.app;
  const viewer = env.operator({ menus: ['firmwareManage'] });

  it('the console page: a CSP without inline script, framed only by itself and the configured parent, no sniffing, no referrer', async () => {
    for (const url of ['/', '/gwn/welcome', '/model/compare']) {
      const res = await account().inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'self'", PARENT]);
      // The console calls every region service from the page.
      const regionOrigin = new URL(env.system.config.regionUrls.US).origin;
      expect(csp['connect-src'], String(res.headers['content-security-policy'])).toEqual(expect.arrayContaining(["'self'", regionOrigin]));
      expect(csp['img-src']).toContain('data:'); // the captcha and QR codes are data: URIs
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      // X-Frame-Options cannot name the parent: with one configured, frame-ancestors alone decides.
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('API replies of the account and of a region carry them too, refusals included; a region\'s replies may be read cross-origin', async () => {
    const captcha = await env.call(auth.generateCaptcha, { type: 1 });
    expect(captcha.headers['x-content-type-options']).toBe('nosniff');
    expect(directives(captcha.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'", PARENT]);
    const list = await env.call(firmware.list, { pageNum: 1, pageSize: 10 }, { token: viewer.token });
    expect(list.body.retCode).toBe(0);
    expect(list.headers['x-content-type-options']).toBe('nosniff');
    expect(list.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const refused = await env.call(firmware.list, { pageNum: 1, pageSize: 10 });
    expect(refused.status).toBe(401);
    expect(refused.headers['content-security-policy']).toBeDefined();
  });

  it('the API documentation page loads its scripts from files, so it works under the same policy', async () => {
    const res = await account().inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode, String(res.headers.location)).toBe(200);
    expect(directives(res.headers['content-security-policy'])['script-src']).toEqual(["'self'"]);
    const inlineScripts = [...res.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)];
    expect(inlineScripts).toEqual([]);
  });
});

describe('without a parent application', () => {
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  afterAll(async () => { for (const app of apps) await app.close(); });

  it('nobody else may frame the pages: frame-ancestors is self and X-Frame-Options SAMEORIGIN', async () => {
    const app = await buildApp(bareAppOptions('frames'));
    apps.push(app);
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(directives(res.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('the client address', () => {
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  afterAll(async () => { for (const app of apps) await app.close(); });

  it('is taken from X-Forwarded-For only when a trusted proxy (loopback by default) sends it: a client cannot choose it', async () => {
    const app = await buildApp(bareAppOptions('addresses'));
    apps.push(app);
    app.get('/whoami', async (request) => ({ ip: request.ip }));
    const viaProxy = await app.inject({ method: 'GET', url: '/whoami', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.23' } });
    expect(viaProxy.json()).toEqual({ ip: '198.51.100.23' });
    const direct = await app.inject({ method: 'GET', url: '/whoami', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '198.51.100.23' } });
    expect(direct.json()).toEqual({ ip: '203.0.113.9' });
  });
});
