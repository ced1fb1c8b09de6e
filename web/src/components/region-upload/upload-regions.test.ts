import { describe, expect, it } from 'vitest';
import { RetCode, type RegionName } from '@gwn/contract/console';
import { ApiCallError } from '../../api/api-error.ts';
import { summarizeUploads, uploadToRegions, type SendUpload } from './upload-regions.ts';
import { sendingPercent, simulatedTick } from './upload-progress.ts';

const file = new File(['firmware'], 'fw.bin');
const name = (r: RegionName) => ({ US: 'World', EU: 'EU', CN: 'CN' })[r];

describe('multi-region upload results', () => {
  it('reports a region that is down as that region\'s failure while the others succeed', async () => {
    const send: SendUpload = async (region, _file, onProgress) => {
      if (region === 'EU') throw new Error('Network Error');
      onProgress(1);
      return { fileId: region === 'US' ? 1 : 2, md5: 'abc', fileName: 'fw.bin' };
    };
    const results = await uploadToRegions({ file, regions: ['US', 'EU', 'CN'], send, signal: new AbortController().signal });
    expect(results.map((r) => [r.region, r.retCode === RetCode.Success])).toEqual([['US', true], ['EU', false], ['CN', true]]);
    const summary = summarizeUploads(results, name);
    expect(summary).toEqual({ status: 'failed', lines: ['EU: Network Error'], uploaded: [{ region: 'US', fileId: 1 }, { region: 'CN', fileId: 2 }] });
  });

  it('shows 60002 as 50010 and 20020 as the already-exists warning with the MD5', async () => {
    const send: SendUpload = async (region) => {
      if (region === 'CN') throw new ApiCallError(RetCode.StorageFailed, 'Upload failed');
      throw new ApiCallError(RetCode.FileExists, 'File already exists', { md5: 'd41d8', fileId: 4 });
    };
    const results = await uploadToRegions({ file, regions: ['US', 'CN'], send, signal: new AbortController().signal });
    expect(results.find((r) => r.region === 'CN')?.retCode).toBe(RetCode.UploadFailed);
    const onlyDuplicate = summarizeUploads(results.filter((r) => r.region === 'US'), name);
    expect(onlyDuplicate).toEqual({ status: 'duplicate', md5: 'd41d8', uploaded: [{ region: 'US', fileId: 4 }] });
  });

  it('succeeds with the MD5 when every region succeeds, and reports a cancel as such', async () => {
    const send: SendUpload = async () => ({ fileId: 7, md5: 'ff', fileName: 'fw.bin' });
    const results = await uploadToRegions({ file, regions: ['US', 'EU'], send, signal: new AbortController().signal });
    expect(summarizeUploads(results, name)).toEqual({ status: 'success', md5: 'ff', uploaded: [{ region: 'US', fileId: 7 }, { region: 'EU', fileId: 7 }] });
    expect(summarizeUploads(results, name, true)).toEqual({ status: 'canceled' });
  });

  it('shows the slowest region halved while sending, then +2 per tick stopping above 93', () => {
    expect(sendingPercent([1, 0.5])).toBe(25);
    expect(sendingPercent([1, 1])).toBe(50);
    expect(simulatedTick(50)).toBe(52);
    expect(simulatedTick(92)).toBe(94);
    expect(simulatedTick(94)).toBe(94);
  });
});
