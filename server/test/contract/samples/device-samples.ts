import { apDevices, apPasswords } from '@gwn/contract';
import { buildApPassword, buildDevice, randomMac } from '../../region-factories.ts';
import { sampleOf } from './sample.ts';

/** An import file of the template's columns with one record. */
function importFile(): Buffer {
  const header = apPasswords.AP_PASSWORD_TEMPLATE_COLUMNS.join(',');
  return Buffer.from(`${header}\r\n${apDevices.formatMac(randomMac())},pw123456,GWN7660,imported,0\r\n`);
}

/** APs and their factory passwords (spec 2 screens 2 and 3). */
export const DEVICE_SAMPLES = [
  sampleOf(apDevices.manageDelete, async ({ regionDb }) => ({ payload: { mac: (await buildDevice(regionDb)).mac }, edits: true })),
  // An export changes nothing: its entry records the search.
  sampleOf(apDevices.exportTicket, async ({ regionDb }) => ({ payload: { search: (await buildDevice(regionDb)).mac.slice(0, 8) }, edits: false })),
  sampleOf(apPasswords.add, async () => ({
    payload: { mac: randomMac(), ssidPassword: 'pw123456', model: 'GWN7660', comment: 'added', lockType: 0, regions: ['US'] }, edits: true,
  })),
  sampleOf(apPasswords.edit, async ({ regionDb }) => {
    const record = await buildApPassword(regionDb);
    return { payload: { id: record.id, ssidPassword: 'pw654321', model: 'GWN7664', comment: 'edited', lockType: 1 }, edits: true };
  }),
  sampleOf(apPasswords.remove, async ({ regionDb }) => ({ payload: { mac: (await buildApPassword(regionDb)).mac }, edits: true })),
  // A bulk import records what it imported (counts, refused MACs), not each row's fields.
  sampleOf(apPasswords.importCsv, async () => ({ payload: {}, file: { name: 'ap-passwords.csv', content: importFile() }, edits: false })),
];
