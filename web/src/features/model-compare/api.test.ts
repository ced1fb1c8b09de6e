import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../api/api-error.ts';
import { getRegionOptions, writeStored } from '../../lib/session-storage.ts';
import { fetchCompareData } from './api.ts';

const table = { deviceTypeKey: ['GWN7660'], functionKeyList: [] };
const regionList = {
  result: [{ regionName: 'US', adminUrl: 'https://us.example/' }, { regionName: 'EU', adminUrl: 'https://eu.example' }],
  defaultUrl: 'https://eu.example', defaultRegion: 'EU',
};
const reply = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const envelope = (data: unknown, retCode = 0, msg = 'Success') => reply({ retCode, msg, data });

const send = vi.fn<typeof fetch>();
beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', send);
});
afterEach(() => {
  send.mockReset();
  vi.unstubAllGlobals();
});

describe('the comparison page\'s calls', () => {
  it('asks the account service for the regions, then the default region\'s table, as the API client would', async () => {
    send.mockResolvedValueOnce(envelope(regionList)).mockResolvedValueOnce(envelope(table));
    await expect(fetchCompareData()).resolves.toEqual(table);

    const [[listUrl, listInit], [tableUrl, tableInit]] = send.mock.calls;
    expect(listUrl).toBe('/admin/region/list');
    expect(listInit).toMatchObject({ method: 'POST', credentials: 'include', body: JSON.stringify({ serverId: 'gwn' }) });
    expect(listInit?.headers).toEqual({ Accept: 'application/json, text/plain, */*', 'Content-Type': 'application/json', 'Accept-Language': 'en' });
    // The default region (EU) answers at its admin address from the list; the list is stored as sign-in stores it.
    expect(tableUrl).toBe('https://eu.example/admin/device/type/function/table/all');
    expect(tableInit).toMatchObject({ method: 'POST', body: '{}' });
    expect(getRegionOptions().map((r) => r.regionName)).toEqual(['US', 'EU']);
  });

  it('sends a stored credential and keeps a refreshed one', async () => {
    writeStored('authorization', 'old-token');
    send.mockResolvedValueOnce(reply({ retCode: 0, msg: '', data: regionList }, 200, { authorization: 'new-token' })).mockResolvedValueOnce(envelope(table));
    await fetchCompareData();
    expect((send.mock.calls[0][1]?.headers as Record<string, string>).authorization).toBe('old-token');
    expect((send.mock.calls[1][1]?.headers as Record<string, string>).authorization).toBe('new-token');
  });

  it('fails with the console\'s text for a code other than 0', async () => {
    send.mockResolvedValueOnce(envelope(null, 50004, 'db down'));
    const error = await fetchCompareData().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({ retCode: 50004, message: 'Service error' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('names the region that does not answer, and reads an HTTP error status', async () => {
    send.mockResolvedValueOnce(envelope(regionList)).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(fetchCompareData()).rejects.toThrow('Region EU is unreachable: its service does not answer. Try again in a moment.');

    send.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(fetchCompareData()).rejects.toThrow('502 Request failed with status code 502');
  });
});
