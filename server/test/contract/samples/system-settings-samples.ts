import { cryptoTool, parameters, remoteServers } from '@gwn/contract';
import { buildParameter, buildParameterType, buildRemoteServer } from '../../region-factories.ts';
import { sampleOf } from './sample.ts';

const freshKey = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

/** System parameters and their types, remote servers and the crypto tool (spec 2 screens 8-11). */
export const SYSTEM_SETTINGS_SAMPLES = [
  sampleOf(parameters.parameterSave, async ({ regionDb }) => {
    const type = await buildParameterType(regionDb);
    return { payload: { mode: 0, basicKey: type.key, name: 'Sample', key: freshKey('s_'), value: '42', regions: ['US'] }, edits: true };
  }),
  sampleOf(parameters.parameterDelete, async ({ regionDb }) => ({ payload: { key: (await buildParameter(regionDb)).key }, edits: true })),
  sampleOf(parameters.typeSave, async () => ({ payload: { mode: 0, name: 'Sample type', key: freshKey('st_'), type: 2 }, edits: true })),
  sampleOf(parameters.typeDelete, async ({ regionDb }) => ({ payload: { key: (await buildParameterType(regionDb)).key }, edits: true })),
  sampleOf(remoteServers.add, async () => ({
    payload: { serviceRegion: 'us-east', zone: freshKey('z-'), serverIp: '192.0.2.10' }, edits: true,
  })),
  sampleOf(remoteServers.update, async ({ regionDb }) => {
    const row = await buildRemoteServer(regionDb);
    return { payload: { id: row.id, serviceRegion: row.serviceRegion, zone: `${row.zone}-b`, serverIp: row.serverIp }, edits: true };
  }),
  sampleOf(remoteServers.remove, async ({ regionDb }) => ({ payload: { ids: [(await buildRemoteServer(regionDb)).id] }, edits: true })),
  sampleOf(cryptoTool.encryptDecrypt, async () => ({ payload: { content: 'support text', type: 1, encryptMode: 'aes' }, edits: false })),
];
