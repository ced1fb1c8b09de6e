import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Button, Form } from 'antd';
import { apPasswords, RetCode, type RegionName } from '@gwn/contract/console';
import { mockApi, refuse } from '../../../test/mock-api.ts';
import { chosenRegions } from '../../../test/region-choice.ts';
import { renderPage } from '../../../test/render.tsx';
import { setRegionOptions } from '../../lib/session-storage.ts';
import { RegionDeleteDialog } from './region-delete-dialog.tsx';
import { RegionPresence } from './region-presence.tsx';
import { RegionResults } from './region-results.tsx';
import { RegionsField } from './regions-field.tsx';
import { useMultiRegionSave } from './use-multi-region-save.ts';
import { useRecordRegions } from './use-record-regions.ts';

const record = (region: RegionName, overrides: Partial<apPasswords.ApPasswordRow> = {}): apPasswords.ApPasswordRow => ({
  id: { US: 11, EU: 22, CN: 33 }[region], mac: 'C0:74:AD:00:00:01', ssidPassword: 'pw1', model: 'GWN7660', comment: '',
  lockType: 0, createTime: 0, ...overrides,
});

beforeEach(() => {
  setRegionOptions(['US', 'EU', 'CN'].map((regionName) => ({ regionName: regionName as RegionName, adminUrl: `http://${regionName}.test` })));
});

/** A dialog's save through the shared hook: the regions field, the results, one send per region. */
function SaveHarness() {
  const [form] = Form.useForm<{ regions: RegionName[] }>();
  const save = useMultiRegionSave(apPasswords.edit, { refresh: [apPasswords.list], form });
  return (
    <Form form={form} initialValues={{ regions: ['US', 'EU', 'CN'] }}
      onFinish={({ regions }) => void save.send(regions, (region) => ({ id: record(region).id, ssidPassword: 'new', model: 'GWN7660' }))}>
      <RegionResults results={save.results} />
      <RegionsField label="Save in" offered={['US', 'EU', 'CN']} />
      <Button htmlType="submit" loading={save.busy}>Save</Button>
    </Form>
  );
}

describe('the multi-region save hook', () => {
  it('sends to each chosen region with its own payload, says where it saved, and keeps only the failed regions for a retry', async () => {
    mockApi.on(apPasswords.edit, (p, { region }) => (region === 'EU' ? refuse(RetCode.NotFound) : record(region ?? 'US', { ssidPassword: p.ssidPassword })));
    renderPage(<App><SaveHarness /></App>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockApi.payloadsTo(apPasswords.edit).map((p) => p.id)).toEqual([11, 22, 33]));
    expect(mockApi.callsTo(apPasswords.edit).map((c) => c.region)).toEqual(['US', 'EU', 'CN']);
    expect(await screen.findByText('Saved in World, CN')).toBeInTheDocument();
    const results = await screen.findByRole('list', { name: /Not every region accepted/ });
    expect(within(results).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['World: Done', 'EU: Not found', 'CN: Done']);
    expect(chosenRegions('Save in')).toEqual(['EU']);

    mockApi.on(apPasswords.edit, (_p, { region }) => record(region ?? 'US'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockApi.callsTo(apPasswords.edit)).toHaveLength(4));
    expect(mockApi.callsTo(apPasswords.edit).at(-1)?.region).toBe('EU');
    await waitFor(() => expect(screen.queryByRole('list', { name: /Not every region accepted/ })).toBeNull());
    expect(await screen.findByText('Saved in EU')).toBeInTheDocument();
  });
});

describe('deleting from the regions that hold a record', () => {
  it('offers every holder, all chosen, sends each its own payload, and keeps a region that failed chosen until it succeeds', async () => {
    let euFails = true;
    mockApi.on(apPasswords.remove, (_p, { region }) => (region === 'EU' && euFails ? refuse(RetCode.ServiceError) : null));
    const onClose = vi.fn();
    renderPage(<App><RegionDeleteDialog title="Delete C0:74:AD:00:00:01?" endpoint={apPasswords.remove} holders={['US', 'EU']}
      payloadFor={() => ({ mac: 'C0:74:AD:00:00:01' })} refresh={[apPasswords.list]} onClose={onClose} /></App>);
    const dialog = await screen.findByRole('dialog');
    expect(chosenRegions('Delete from')).toEqual(['World', 'EU']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mockApi.callsTo(apPasswords.remove).map((c) => c.region)).toEqual(['US', 'EU']));
    expect(await screen.findByText('Deleted from World')).toBeInTheDocument();
    expect(within(dialog).getByText('EU: Service error')).toBeInTheDocument();
    expect(chosenRegions('Delete from')).toEqual(['EU']);
    expect(onClose).not.toHaveBeenCalled();

    euFails = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mockApi.callsTo(apPasswords.remove).map((c) => c.region)).toEqual(['US', 'EU', 'EU']);
  });
});

/** A list's Regions cells: where each MAC lives, as the regions answer. */
function PresenceHarness({ macs }: { macs: string[] }) {
  const copiesOf = useRecordRegions(apPasswords.byKeys, macs, {
    keyOf: (row) => row.mac, compared: ({ ssidPassword, model, comment, lockType }) => [ssidPassword, model, comment, lockType],
  }, 'US');
  return <ul>{macs.map((mac) => <li key={mac} aria-label={mac}><RegionPresence copies={copiesOf(mac)} /></li>)}</ul>;
}

describe('where a record lives', () => {
  it('asks every region for the page\'s keys and shows the holders, a copy that differs and a region that did not answer', async () => {
    const other = 'C0:74:AD:00:00:02';
    mockApi.on(apPasswords.byKeys, (_p, { region }) => {
      if (region === 'CN') return refuse(RetCode.ServiceError);
      return { result: region === 'US' ? [record('US'), record('US', { id: 12, mac: other })] : [record('EU', { ssidPassword: 'old' })] };
    });
    renderPage(<App><PresenceHarness macs={['C0:74:AD:00:00:01', other]} /></App>);
    const first = await screen.findByRole('listitem', { name: 'C0:74:AD:00:00:01' });
    await waitFor(() => expect(within(first).getByText('Differs in EU')).toBeInTheDocument());
    expect([...first.querySelectorAll('.tag')].map((t) => t.textContent)).toEqual(['World', 'EU', 'Differs in EU']);
    expect(await within(first).findByText('CN did not answer')).toBeInTheDocument();
    const second = screen.getByRole('listitem', { name: other });
    expect([...second.querySelectorAll('.tag')].map((t) => t.textContent)).toEqual(['World']);
    expect(mockApi.payloadsTo(apPasswords.byKeys)[0]).toEqual({ keys: ['C0:74:AD:00:00:01', other] });
    expect(new Set(mockApi.callsTo(apPasswords.byKeys).map((c) => c.region))).toEqual(new Set(['US', 'EU', 'CN']));
  });
});
