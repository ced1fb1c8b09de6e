import type { RegionName } from '@gwn/contract';
import { DEMO_PARAMETER_TEXTS, DEMO_PARAMETER_TYPE_NAMES, parameters } from '@gwn/contract';
import type { RegionDb } from '../../db/connect.ts';
import { parameterTypes, remoteServers, systemParameters } from '../../db/region-schema.ts';

const DAY = parameters.SECONDS_PER_DAY;

/** Demo parameter types: one read-only category the system owns, the others editable. Names in both languages live in the contract. */
const TYPES = [
  { key: 'system', type: 1 },
  { key: 'log', type: 2 },
  { key: 'mail', type: 2 },
  { key: 'device', type: 2 },
  { key: 'portal', type: 2 },
] as const;

/** Syslog retention per region, in days: EU keeps logs the shortest (data protection), CN the longest. */
const RETENTION_DAYS: Record<RegionName, number> = { US: 30, EU: 14, CN: 60 };

function demoParameters(region: RegionName) {
  return [
    { type: 'system', key: 'region_code', value: region },
    { type: 'log', key: parameters.DEL_SYSLOG_TIME_KEY, value: String(RETENTION_DAYS[region] * DAY) },
    { type: 'log', key: 'syslog_level', value: 'info' },
    { type: 'mail', key: 'mail_batch_size', value: '200' },
    { type: 'mail', key: 'mail_retry_times', value: '3' },
    { type: 'device', key: 'ap_offline_minutes', value: region === 'CN' ? '5' : '10' },
    { type: 'device', key: 'upgrade_window', value: '02:00-05:00' },
    { type: 'portal', key: 'portal_session_hours', value: '24' },
  ].map((p) => ({ ...p, name: DEMO_PARAMETER_TEXTS[p.key]!.name.en, description: DEMO_PARAMETER_TEXTS[p.key]!.description.en }));
}

/** Remote servers per region, on documentation address ranges (RFC 5737). */
const SERVERS: Record<RegionName, { serviceRegion: string; zone: string; serverIp: string }[]> = {
  US: [
    { serviceRegion: 'us-east', zone: 'us-east-1a', serverIp: '192.0.2.11' },
    { serviceRegion: 'us-east', zone: 'us-east-1b', serverIp: '192.0.2.12' },
    { serviceRegion: 'us-west', zone: 'us-west-2a', serverIp: '192.0.2.21' },
  ],
  EU: [
    { serviceRegion: 'eu-central', zone: 'eu-central-1a', serverIp: '198.51.100.11' },
    { serviceRegion: 'eu-west', zone: 'eu-west-1a', serverIp: '198.51.100.21' },
  ],
  CN: [
    { serviceRegion: 'cn-north', zone: 'cn-north-1a', serverIp: '203.0.113.11' },
    { serviceRegion: 'cn-east', zone: 'cn-east-2a', serverIp: '203.0.113.21' },
  ],
};

/**
 * The demo system settings of a region, on its first start: parameter types, parameters (with del_syslog_time)
 * and remote servers. A region that has any parameter type is left as it is, so what operators changed or
 * deleted stays so across restarts.
 */
export async function seedDemoSystemSettings(db: RegionDb, region: RegionName): Promise<void> {
  const [existing] = await db.select({ id: parameterTypes.id }).from(parameterTypes).limit(1);
  if (existing) return;
  await db.insert(parameterTypes).values(TYPES.map((t) => ({ ...t, name: DEMO_PARAMETER_TYPE_NAMES[t.key]!.en }))).onConflictDoNothing({ target: parameterTypes.key });
  const typeIds = new Map((await db.select({ id: parameterTypes.id, key: parameterTypes.key }).from(parameterTypes)).map((t) => [t.key, t.id]));
  const rows = demoParameters(region).flatMap(({ type, ...p }) => {
    const typeId = typeIds.get(type);
    return typeId === undefined ? [] : [{ typeId, ...p }];
  });
  await db.insert(systemParameters).values(rows).onConflictDoNothing({ target: systemParameters.key });
  await db.insert(remoteServers).values(SERVERS[region]).onConflictDoNothing();
}
