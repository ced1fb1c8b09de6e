import { randomBytes } from 'node:crypto';
import { deviceFiles, managerPackage } from '@gwn/contract';
import { buildDeviceFile } from '../../region-factories.ts';
import { TEST_DEVICE_MAC } from '../credentials.ts';
import { sampleOf } from './sample.ts';

/** A device's uploads are recorded with the device as the actor. */
const deviceActor = `device ${TEST_DEVICE_MAC}`;

/** Core dumps, captures (uploaded by devices) and the manager package. */
export const DEVICE_FILE_SAMPLES = [
  sampleOf(deviceFiles.upload, async () => ({
    payload: { model: 'GWN7660', firmwareVersion: '1.0.1.1' }, file: { name: 'core.gz', content: randomBytes(256) }, actor: deviceActor, edits: true,
  })),
  sampleOf(deviceFiles.captureUpload, async () => ({
    payload: { model: 'GWN7660', firmwareVersion: '1.0.1.1', email: 'asker@example.com' },
    file: { name: 'capture.pcap', content: randomBytes(256) }, actor: deviceActor, edits: true,
  })),
  sampleOf(deviceFiles.remove, async ({ regionDb }) => {
    const row = await buildDeviceFile(regionDb, 'core');
    return { payload: { id: row.id, mac: row.mac }, edits: true };
  }),
  sampleOf(deviceFiles.captureRemove, async ({ regionDb }) => {
    const row = await buildDeviceFile(regionDb, 'capture');
    return { payload: { id: row.id, mac: row.mac }, edits: true };
  }),
  sampleOf(managerPackage.upload, async () => ({
    payload: { version: `1.${randomBytes(2).readUInt16BE()}`, description: 'sample' }, file: { name: 'manager.bin', content: randomBytes(256) }, edits: true,
  })),
];
