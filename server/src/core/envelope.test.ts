import { describe, expect, it } from 'vitest';
import { useTestSystem } from '../../test/test-system.ts';

describe('reply envelope', () => {
  const env = useTestSystem({ regions: ['US'] });

  it('answers an unknown path with 404 in the envelope, in the caller language', async () => {
    const res = await env.system.regions.US!.app.inject({ method: 'POST', url: '/admin/no/such/call', headers: { 'accept-language': 'zh-CN' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ retCode: 404, msg: '未找到', data: null });
  });

  it('publishes a health check and the OpenAPI document', async () => {
    const health = await env.system.account!.app.inject({ method: 'GET', url: '/health' });
    expect(health.json()).toEqual({ status: 'ok', service: 'account' });
    const doc = await env.system.regions.US!.app.inject({ method: 'GET', url: '/docs/json' });
    expect(doc.json().openapi).toMatch(/^3\./);
  });
});
