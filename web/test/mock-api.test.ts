import { describe, expect, it, vi } from 'vitest';
import { firmware, plugins, RetCode } from '@gwn/contract/console';
import { api, apiOutcome, apiUpload } from '../src/api/client.ts';
import { mockApi, refuse } from './mock-api.ts';

const row = { id: 1, fileName: 'p.bin', uploadTimeDisplay: '2026-11-20T08:00:00Z', md5: 'ab' };

describe('the API mock of component tests', () => {
  it('answers through the contract: data parsed with the response schema, refusals by retCode', async () => {
    mockApi.on(plugins.list, (p) => ({ total: p.pageNum === 1 ? 1 : 0, result: [row] }));
    await expect(api(plugins.list, { pageNum: 1, pageSize: 10 }, { region: 'US' })).resolves.toEqual({ total: 1, result: [row] });
    mockApi.on(plugins.remove, () => refuse(RetCode.FileNotFound));
    await expect(apiOutcome(plugins.remove, { id: 1 })).resolves.toMatchObject({ ok: false, retCode: RetCode.FileNotFound, msg: 'File not found' });
    expect(mockApi.callsTo(plugins.list)).toMatchObject([{ payload: { pageNum: 1, pageSize: 10 }, region: 'US' }]);
  });

  it('records a payload off the contract, a fixture off the contract and an unanswered call as violations', async () => {
    // @ts-expect-error the fixture drifts on purpose: the contract's md5 is a string
    mockApi.on(plugins.list, () => ({ total: 1, result: [{ ...row, md5: 5 }] }));
    // A page size the contract refuses (over 100), as a drifted screen might send it.
    await expect(api(plugins.list, { pageNum: 1, pageSize: 500 })).rejects.toMatchObject({ retCode: RetCode.InvalidParameters });
    await expect(api(plugins.list, { pageNum: 1, pageSize: 10 })).rejects.toMatchObject({ retCode: RetCode.ServiceError });
    await expect(api(firmware.list, { pageNum: 1, pageSize: 10 })).rejects.toThrow(/registered no answer/);
    const violations = mockApi.takeViolations();
    expect(violations).toHaveLength(3);
    expect(violations[0]).toMatch(/\/admin\/plugin\/list request drifts/);
    expect(violations[1]).toMatch(/reply fixture drifts/);
  });

  it('hands an upload\'s file and query to the handler, reports its progress, and cancels', async () => {
    mockApi.on(firmware.upload, (_q, { file }) => ({ fileId: 3, md5: 'ff', fileName: file?.name ?? '' }));
    const form = new FormData();
    form.append('file', new File(['x'], 'fw.bin'));
    const progress = vi.fn();
    await expect(apiUpload(firmware.upload, form, { region: 'EU', onUploadProgress: progress })).resolves.toMatchObject({ fileName: 'fw.bin' });
    expect(progress).toHaveBeenCalledWith(expect.objectContaining({ loaded: 1, total: 1 }));
    mockApi.on(firmware.upload, () => new Promise(() => undefined));
    const abort = new AbortController();
    const pending = apiUpload(firmware.upload, form, { signal: abort.signal });
    abort.abort();
    await expect(pending).rejects.toMatchObject({ msg: 'canceled' });
  });
});
