import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth, dashboard } from '@gwn/contract/console';
import { readStored, setRegionOptions, writeStored } from '../lib/session-storage.ts';
import { ApiCallError } from './api-error.ts';
import { api, apiDownload, configureApiClient, http } from './client.ts';
import { TransportFailure, type TransportRequest } from './transport.ts';

let seen: TransportRequest[] = [];
const originalSend = http.send;

/** Answers every request with `body` (and optional status/headers), recording what was sent. */
function answer(body: unknown, status = 200, headers: Record<string, string> = {}) {
  http.send = async (request) => {
    seen.push(request);
    return { status, header: (name) => headers[name.toLowerCase()] ?? null, data: body };
  };
}

/** Fails every request as the transport does when nothing answers. */
function fail(kind: TransportFailure['kind'], message: string) {
  http.send = async () => { throw new TransportFailure(kind, message); };
}

const sessionEnded = vi.fn();
const transportError = vi.fn();
const forbidden = vi.fn();

beforeEach(() => {
  seen = [];
  configureApiClient({ onSessionEnded: sessionEnded, onTransportError: transportError, onForbidden: forbidden });
  writeStored('authorization', 'tok-1');
  writeStored('mainName', 'root');
  writeStored('adminUrl', 'http://us.example');
  setRegionOptions([{ regionName: 'US', adminUrl: 'http://us.example' }, { regionName: 'EU', adminUrl: 'http://eu.example/' }]);
});
afterEach(() => {
  http.send = originalSend;
  vi.clearAllMocks();
});

describe('api client', () => {
  it('sends the credential, the language, and keeps a refreshed credential', async () => {
    answer({ retCode: 0, msg: 'ok', data: { menus: [] } }, 200, { authorization: 'tok-2' });
    await expect(api(auth.menuList, {})).resolves.toEqual({ menus: [] });
    expect(seen[0].url).toBe('/admin/account/menu/list');
    expect(seen[0].headers.authorization).toBe('tok-1');
    expect(seen[0].headers['Accept-Language']).toBe('en');
    expect(seen[0].timeoutMs).toBe(30_000);
    expect(seen[0].withCredentials).toBe(true);
    expect(readStored('authorization')).toBe('tok-2');
  });

  it('sends no guarded call once the credential is forgotten (after logout), but still public ones', async () => {
    answer({ retCode: 0, msg: 'ok', data: { menus: [] } });
    writeStored('authorization', null);
    const error = await api(auth.menuList, {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ retCode: 401 });
    expect(seen).toEqual([]);
    await api(auth.accountCentreLogout, {}).catch(() => undefined);
    expect(seen.map((c) => c.url)).toEqual(['/admin/account/logout']);
    expect(seen[0].headers.authorization).toBeFalsy();
    // Logout presents the credential it ends, which the console no longer keeps.
    await api(auth.logout, {}, { credential: 'tok-dead' });
    expect(seen[1].headers.authorization).toBe('tok-dead');
  });

  it('sends region endpoints to the current or the named region', async () => {
    answer({ retCode: 0, msg: 'ok', data: {} });
    await api(dashboard.clientCount, {});
    await api(dashboard.clientCount, {}, { region: 'EU' });
    expect(seen.map((c) => c.url)).toEqual(['http://us.example/admin/dashboard/client_count', 'http://eu.example/admin/dashboard/client_count']);
  });

  it('throws business codes with the contract message', async () => {
    answer({ retCode: 1110003, msg: 'server words', data: { lockStatus: 1 } });
    const error = await api(auth.menuList, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({ retCode: 1110003, msg: 'Account or password error', data: { lockStatus: 1 }, transport: false });

  });

  it('ends the session on HTTP 401 and on retCode 401', async () => {
    answer({ retCode: 401, msg: 'no', data: null }, 401);
    await expect(api(auth.menuList, {})).rejects.toMatchObject({ retCode: 401 });
    expect(readStored('mainName')).toBeNull();
    expect(readStored('adminUrl')).toBeNull();
    expect(sessionEnded).toHaveBeenCalledTimes(1);

    writeStored('mainName', 'root');
    answer({ retCode: 401, msg: 'no', data: null });
    await expect(api(auth.menuList, {})).rejects.toMatchObject({ retCode: 401 });
    expect(sessionEnded).toHaveBeenCalledTimes(2);
  });

  it('keeps the session on a 403 (HTTP or retCode) and tells the app, which says so and refreshes the menus', async () => {
    answer({ retCode: 403, msg: 'Forbidden', data: null }, 403);
    const error = await api(dashboard.clientCount, {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ retCode: 403, transport: false });
    answer({ retCode: 403, msg: 'Forbidden', data: null });
    await expect(api(auth.menuList, {})).rejects.toMatchObject({ retCode: 403 });
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(forbidden).toHaveBeenCalledTimes(2);
    expect(readStored('mainName')).toBe('root');
    expect(readStored('authorization')).toBe('tok-1');
  });

  it('keeps the session when a region refuses an operator it is not enabled for (HTTP 403, retCode 1113013)', async () => {
    answer({ retCode: 1113013, msg: 'not here', data: null }, 403);
    await expect(api(dashboard.clientCount, {}, { region: 'EU' }))
      .rejects.toMatchObject({ retCode: 1113013, msg: 'The account lacks the current system permission', transport: false });
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(readStored('mainName')).toBe('root');
  });

  it('reports a timeout as 504 and a network failure with its message', async () => {
    fail('timeout', 'timeout of 30000ms exceeded');
    await expect(api(auth.menuList, {})).rejects.toMatchObject({ retCode: 504, msg: 'Request timed out', transport: true });
    fail('network', 'Network Error');
    await expect(api(auth.menuList, {})).rejects.toMatchObject({ msg: 'Network Error', transport: true });
    expect(transportError).toHaveBeenCalledTimes(2);
    answer('oops', 500);
    await expect(api(auth.menuList, {})).rejects.toMatchObject({ retCode: 500, transport: true });
  });

  it('throws a quiet call\'s transport failure without announcing it (a poll does not repeat a red message)', async () => {
    fail('network', 'Network Error');
    await expect(api(auth.menuList, {}, { quiet: true })).rejects.toMatchObject({ msg: 'Network Error', transport: true });
    answer('oops', 502);
    await expect(api(auth.menuList, {}, { quiet: true })).rejects.toMatchObject({ retCode: 502, transport: true });
    expect(transportError).not.toHaveBeenCalled();
  });

  it('reports a canceled call as canceled without announcing it', async () => {
    fail('canceled', 'canceled');
    await expect(api(auth.menuList, {})).rejects.toMatchObject({ msg: 'canceled', transport: true });
    expect(transportError).not.toHaveBeenCalled();
  });

  it('parses a JSON error sent instead of a file', async () => {
    const body = new Blob([JSON.stringify({ retCode: 15010, msg: 'nope', data: null })], { type: 'application/json' });
    answer(body, 200, { 'content-type': 'application/json' });
    await expect(apiDownload(auth.menuList, {})).rejects.toMatchObject({ retCode: 15010, msg: 'File not found' });

    answer(new Blob(['a,b'], { type: 'text/csv' }), 200, { 'content-disposition': 'attachment; filename="list.csv"' });
    await expect(apiDownload(auth.menuList, {})).resolves.toMatchObject({ fileName: 'list.csv' });
  });
});

describe('retCode words', () => {
  it('load only when a call fails, before its refusal is worded', async () => {
    // Fresh modules: the test setup has loaded both languages' words into the shared ones.
    vi.resetModules();
    const words = await import('./ret-code-texts.ts');
    const fresh = await import('./client.ts');
    const { RetCode } = await import('@gwn/contract/console');
    const reply = (data: unknown) => { fresh.http.send = async () => ({ status: 200, header: () => null, data }); };

    reply({ retCode: 0, msg: 'ok', data: { menus: [] } });
    await fresh.api(auth.menuList, {});
    expect(words.retCodeText(RetCode.InvalidParameters, 'en')).toBeUndefined();

    reply({ retCode: RetCode.InvalidParameters, msg: 'the service said so', data: null });
    await expect(fresh.api(auth.menuList, {})).rejects.toMatchObject({ retCode: RetCode.InvalidParameters, msg: 'Invalid parameters' });
  });
});
