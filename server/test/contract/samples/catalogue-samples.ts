import { deviceFunctions, deviceTypes, type RequestOf } from '@gwn/contract';
import { buildDeviceType, functionKeyFor } from '../../region-factories.ts';
import { sampleOf } from './sample.ts';

/** The dialog's fields with every value set, for an add or an edit. */
const dialogFields = (name: string): Omit<RequestOf<typeof deviceTypes.deviceTypeEdit>, 'id'> => ({
  deviceTypeName: name, deviceKinds: 'AP', executeType: '1', ssidNumber: 16, state: 1,
  minimumVersion: '1.0.1.1', recommendVersion: '1.0.5.2', betaVersion: '1.0.6.0', order: 10, versionDesc: '{"en":"fixes"}',
  customSettings: '', forbidenBand4: 0, supportOutdoor: 1, wireless: 1, firmwareName: 'fw.bin', portalVersion: '1.0.3',
});

/** The device-type catalogue and its function matrix (spec 2 screens 4 and 5). */
export const CATALOGUE_SAMPLES = [
  sampleOf(deviceTypes.deviceTypeAdd, async () => {
    const key = `ADD${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e6)}`;
    return { payload: { deviceType: key, ...dialogFields(`Model ${key}`), regions: ['US'] }, edits: true };
  }),
  sampleOf(deviceTypes.deviceTypeEdit, async ({ regionDb }) => {
    const row = await buildDeviceType(regionDb);
    return { payload: { id: row.id, ...dialogFields(`${row.deviceTypeName} renamed`) }, edits: true };
  }),
  sampleOf(deviceTypes.deviceTypeDelete, async ({ regionDb }) => ({ payload: { ids: [(await buildDeviceType(regionDb)).id] }, edits: true })),
  sampleOf(deviceFunctions.functionBatchSave, async ({ regionDb }) => {
    const row = await buildDeviceType(regionDb, { deviceKinds: 'AP' });
    const functionKey = await functionKeyFor(regionDb, 'AP');
    return { payload: { id: row.id, functionList: [{ functionKey, functionDes: { checked: '1', des: 'Yes', tooltips: '' }, functionDesZh: { des: '是', tooltips: '' } }] }, edits: true };
  }),
];
