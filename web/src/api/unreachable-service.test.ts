import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboard, RetCode } from '@gwn/contract/console';
import { i18next } from '../i18n/index.ts';
import { readStored, setRegionOptions, writeStored } from '../lib/session-storage.ts';
import { api, configureApiClient, http } from './client.ts';
import { TransportFailure } from './transport.ts';

const originalSend = http.send;
const sessionEnded = vi.fn();
const transportError = vi.fn();

// Passed as a value, not a literal: main's client also takes onForbidden (issue #23), this branch's does not yet.
const handlers = { onSessionEnded: sessionEnded, onTransportError: transportError, onForbidden: vi.fn() };

beforeEach(() => {
  configureApiClient(handlers);
  writeStored('authorization', 'tok-1');
  writeStored('mainName', 'root');
  writeStored('adminUrl', 'http://us.example');
  writeStored('currentRegion', 'US');
  setRegionOptions([{ regionName: 'US', adminUrl: 'http://us.example' }, { regionName: 'EU', adminUrl: 'http://eu.example' }]);
});
afterEach(async () => {
  http.send = originalSend;
  vi.clearAllMocks();
  await i18next.changeLanguage('en');
});

describe('a service that cannot answer', () => {
  it('shows the message of a 503 a region answers when the sign-in service or its database is unreachable, and keeps the session', async () => {
    http.send = async () => ({ status: 503, header: () => null, data: { retCode: RetCode.SignInServiceUnreachable, msg: 'x', data: null } });
    const error = await api(dashboard.clientCount, {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ retCode: RetCode.SignInServiceUnreachable, msg: 'The sign-in service is unreachable; try again in a moment', transport: true });
    expect(transportError).toHaveBeenCalledWith(error);
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(readStored('mainName')).toBe('root');
  });

  it('names the region that does not answer at all, as the console names it, in the console\'s language', async () => {
    http.send = async () => { throw new TransportFailure('network', 'Network Error'); };
    await expect(api(dashboard.clientCount, {}, { region: 'EU' })).rejects.toMatchObject({
      msg: 'Region EU is unreachable: its service does not answer. Try again in a moment.', transport: true,
    });
    await expect(api(dashboard.clientCount, {})).rejects.toMatchObject({ msg: expect.stringMatching(/^Region World is unreachable/) });
    await i18next.changeLanguage('zh-CN');
    await expect(api(dashboard.clientCount, {}, { region: 'EU' })).rejects.toMatchObject({ msg: '区域 欧洲 无法连接：该区域的服务没有响应，请稍后重试。' });
    expect(transportError).toHaveBeenCalledTimes(3);
  });
});
