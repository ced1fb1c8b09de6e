import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReceivedFile } from '../../core/handlers.ts';
import type { RegionContext } from '../shared/region-context.ts';
import { deviceFilesRepo } from './repo.ts';
import { keepDeviceFile, type DeviceFileMeta } from './service.ts';

const DAY = 86_400_000;

/** Deterministic bytes for the n-th demo file (a header line and a filler), a few KB each. */
function demoBytes(label: string, n: number): Buffer {
  const head = Buffer.from(`${label} #${n}\n`);
  const body = Buffer.alloc(2048 + (n % 7) * 512, (n * 37) % 251);
  return Buffer.concat([head, body]);
}

/**
 * Demo data (config.demoData): core dumps and captures from some of the region's demo devices, kept
 * through the device endpoints' own service (keepDeviceFile), once, when the region has none yet.
 * Crashes concentrate on a few model/firmware pairs so the crash grouping has something to show.
 */
export async function seedDemoDeviceFiles(ctx: RegionContext): Promise<number> {
  const repo = deviceFilesRepo(ctx.db);
  if ((await repo.count('core')) + (await repo.count('capture')) > 0) return 0;
  const devices = await repo.demoDevices(24);
  if (devices.length === 0) return 0;
  const now = Date.now();
  let seeded = 0;
  const keep = async (meta: DeviceFileMeta, fileName: string, bytes: Buffer) => {
    const { tempKey } = await ctx.files.writeTemp(Readable.from([bytes]));
    const file: ReceivedFile = { fileName, size: bytes.length, md5: createHash('md5').update(bytes).digest('hex'), tempKey };
    try {
      await ctx.db.transaction((tx) => keepDeviceFile(tx, ctx.files, meta, file));
      seeded += 1;
    } finally {
      await ctx.files.discard(tempKey);
    }
  };
  for (let n = 0; n < 36; n++) {
    // Two of every three dumps come from the first four devices: a few firmware versions crash most.
    const device = devices[n % 3 === 2 ? n % devices.length : n % Math.min(4, devices.length)];
    const createdAt = new Date(now - (n * 7 + 3) * 3_600_000);
    const stamp = createdAt.toISOString().slice(0, 19).replace(/[-:T]/g, '');
    await keep({ kind: 'core', mac: device.mac, model: device.model, firmwareVersion: device.firmwareVersion, uploaderEmail: '', createdAt },
      `core_${device.mac.toLowerCase()}_${stamp}.gz`, demoBytes(`core ${device.mac}`, n));
  }
  for (let n = 0; n < 18; n++) {
    const device = devices[(n * 5) % devices.length];
    const createdAt = new Date(now - n * DAY / 2 - 60_000);
    const stamp = createdAt.toISOString().slice(0, 19).replace(/[-:T]/g, '');
    await keep({
      kind: 'capture', mac: device.mac, model: device.model, firmwareVersion: device.firmwareVersion, uploaderEmail: device.email ?? '', createdAt,
    }, `capture_${device.mac.toLowerCase()}_${stamp}.pcap`, demoBytes(`capture ${device.mac}`, n));
  }
  return seeded;
}
