import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestSystem } from '../../test/test-system.ts';

const INDEX = '<!doctype html><html><head><title>GWN Cloud Admin</title></head><body><div id="root"></div></body></html>';
const distWithIndex = () => {
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'gwn-dist-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX);
  return webDist;
};

describe('the embed-demo parent page (issue 26)', () => {
  describe('in development and demo mode', () => {
    const env = useTestSystem(() => ({ regions: [], config: { webDist: distWithIndex(), embedDemo: true } }));
    const get = (url: string) => env.system.account!.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

    it('serves the host page at /embed-demo and every route under it, with its script as a file (the CSP allows no inline script)', async () => {
      for (const url of ['/embed-demo', '/embed-demo/gwn/welcome', '/embed-demo/gwn/enterprise/ap?name=Acme']) {
        const res = await get(url);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.body).toContain('<script type="module" src="/embed-demo/host.js"></script>');
        expect(res.body).toContain('<div id="root"></div>');
        expect(res.body).not.toMatch(/<script>(?!<\/script>)/);
      }
      const script = await get('/embed-demo/host.js');
      expect(script.headers['content-type']).toMatch(/javascript/);
      expect(script.body).toContain('__MICRO_APP_ENVIRONMENT__');
      expect(script.body).toContain("__MICRO_APP_BASE_ROUTE__: BASE_ROUTE");
      // The console itself still answers under /gwn/.
      expect((await get('/gwn/welcome')).body).toContain('<title>GWN Cloud Admin</title>');
    });
  });

  describe('in production (EMBED_DEMO=0, or demo data off)', () => {
    const env = useTestSystem(() => ({ regions: [], config: { webDist: distWithIndex(), embedDemo: false } }));

    it('does not serve it: its paths answer 404', async () => {
      const res = await env.system.account!.app.inject({ method: 'GET', url: '/embed-demo/host.js' });
      expect(res.statusCode).toBe(404);
      const page = await env.system.account!.app.inject({ method: 'GET', url: '/embed-demo', headers: { accept: 'text/html' } });
      expect(page.body).not.toContain('host.js');
    });
  });
});
