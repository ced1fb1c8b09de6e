import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { enterprises, firmware } from '@gwn/contract';
import { useTestSystem } from '../../test/test-system.ts';

interface LogLine { level: number; msg: string; retCode?: number; status?: number; ms?: number; err?: unknown; req?: { url?: string } }

describe('what the services log', () => {
  const lines: string[] = [];
  const stream = new Writable({ write(chunk, _encoding, done) { lines.push(String(chunk)); done(); } });
  const env = useTestSystem({ regions: ['US'], logger: { level: 'info', stream } });
  const admin = env.operator();
  const entries = () => lines.join('').split('\n').filter(Boolean).map((l) => JSON.parse(l) as LogLine);

  it('logs a refused call as one info line with its retCode: no error level, stack, SQL or payload', async () => {
    lines.length = 0;
    const secretText = 'nul\u0000inside-the-search';
    expect((await env.call(enterprises.list, { search: secretText }, { token: admin.token })).body.retCode).toBe(50005);
    expect((await env.call(firmware.remove, { id: 987654, name: 'gone' }, { token: admin.token })).body.retCode).toBe(15010);
    const raw = await env.regionApp().inject({
      method: 'POST', url: enterprises.list.path, payload: '{"search":', headers: { 'content-type': 'application/json', authorization: admin.token },
    });
    expect(raw.json().retCode).toBe(50005);
    const refused = entries().filter((e) => e.msg === 'call refused');
    expect(refused.map((e) => [e.level, e.retCode])).toEqual([[30, 50005], [30, 15010], [30, 50005]]);
    // One line per request, the refusal on it (the region's credential check at the account service is a request of its own).
    expect(entries().filter((e) => !e.req?.url?.startsWith('/internal/'))).toHaveLength(3);
    expect(entries().filter((e) => e.level >= 40)).toEqual([]);
    const text = lines.join('');
    for (const leak of ['inside-the-search', 'stack', 'select ', 'insert ']) expect(text.toLowerCase()).not.toContain(leak);
  });

  it('writes one line per answered request with its status and time', async () => {
    lines.length = 0;
    await env.call(enterprises.list, { search: 'acme' }, { token: admin.token });
    expect(entries().filter((e) => !e.req?.url?.startsWith('/internal/'))).toEqual([expect.objectContaining({ level: 30, msg: 'request', status: 200, ms: expect.any(Number), req: expect.objectContaining({ url: enterprises.list.path }) })]);
  });

  it('never logs a credential: headers are redacted, and ticket or token values in a URL are replaced', async () => {
    lines.length = 0;
    const ticket = 'T'.repeat(40);
    await env.regionApp().inject({ method: 'GET', url: `${enterprises.exportCsv.path}?ticket=${ticket}` });
    await env.regionApp().inject({ method: 'GET', url: `${enterprises.confirmResetMfa.path}?token=${ticket}` });
    await env.call(enterprises.list, { search: 'acme' }, { token: admin.token });
    const text = lines.join('');
    expect(text).not.toContain(ticket);
    expect(text).not.toContain(admin.token);
    expect(entries().some((e) => e.req?.url === `${enterprises.exportCsv.path}?ticket=[redacted]`)).toBe(true);
  });
});
