import { speedServers } from '@gwn/contract';
import { buildSpeedServer } from '../../region-factories.ts';
import { sampleOf } from './sample.ts';

const freshName = () => `Sample speed ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

/** Speed-test servers (spec 3 "Speed-test server list"). */
export const SPEED_SERVER_SAMPLES = [
  sampleOf(speedServers.add, async () => ({
    payload: {
      name: freshName(), serviceProvider: 'Example ISP', uploadUrl: 'https://speed.example.test/up', pingUrl: 'https://speed.example.test/ping',
      downloadUrl: 'https://speed.example.test/down', publicIp: '2001:db8::80', secret: 'sample-secret', uploadDuration: 10, downloadDuration: 10,
      regions: ['US'],
    },
    edits: true,
  })),
  sampleOf(speedServers.update, async ({ regionDb }) => {
    const row = await buildSpeedServer(regionDb);
    return {
      payload: {
        id: row.id, name: `${row.name}-b`, serviceProvider: row.serviceProvider, uploadUrl: row.uploadUrl, pingUrl: row.pingUrl,
        downloadUrl: row.downloadUrl, publicIp: row.publicIp, uploadDuration: 20, downloadDuration: row.downloadDuration,
      },
      edits: true,
    };
  }),
  sampleOf(speedServers.remove, async ({ regionDb }) => ({ payload: { id: (await buildSpeedServer(regionDb)).id }, edits: true })),
];
