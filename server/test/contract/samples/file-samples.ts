import { randomBytes } from 'node:crypto';
import { firmware, plugins, portal } from '@gwn/contract';
import { buildFirmware, buildStoredFile } from '../../region-factories.ts';
import { sampleOf } from './sample.ts';

/** A zip archive with no entries (its end record alone) and a random comment, so every one has its own MD5. */
function emptyZip(): Buffer {
  const comment = randomBytes(16);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(comment.length, 20);
  return Buffer.concat([end, comment]);
}

/** A 1x1 PNG image. */
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Random bytes: the same bytes twice are refused as a duplicate (20020). */
const someBytes = () => randomBytes(256);

/** The region's files: firmware, portal files and plugins. */
export const FILE_SAMPLES = [
  sampleOf(firmware.upload, async () => ({ payload: {}, file: { name: 'firmware.bin', content: someBytes() }, edits: true })),
  sampleOf(firmware.save, async ({ regionDb }) => {
    const file = await buildStoredFile(regionDb, 'firmware');
    return { payload: { name: `2.0.${randomBytes(3).readUIntBE(0, 3)}`, apType: 'GWN7660,GWN7664', fileId: file.id }, edits: true };
  }),
  sampleOf(firmware.remove, async ({ regionDb }) => {
    const release = await buildFirmware(regionDb);
    return { payload: { id: release.id, name: release.name }, edits: true };
  }),
  sampleOf(portal.upload, async () => ({ payload: {}, file: { name: 'portal.zip', content: emptyZip() }, edits: true })),
  sampleOf(portal.uploadLogo, async () => ({
    payload: { type: portal.LOGO_TYPES.portalImage }, file: { name: 'logo.png', content: Buffer.concat([ONE_PIXEL_PNG, randomBytes(8)]) }, edits: true,
  })),
  sampleOf(portal.saveVersions, async ({ regionDb }) => {
    const file = await buildStoredFile(regionDb, 'portal', { fileName: 'portal.zip' });
    return { payload: { fileId: file.id, portalVersions: [{ apType: 'GWN7660', version: `1.0.${randomBytes(2).readUInt16BE()}` }] }, edits: true };
  }),
  sampleOf(plugins.upload, async () => ({ payload: {}, file: { name: 'plugin.bin', content: someBytes() }, edits: true })),
  sampleOf(plugins.remove, async ({ regionDb }) => ({ payload: { id: (await buildStoredFile(regionDb, 'plugin')).id }, edits: true })),
];
