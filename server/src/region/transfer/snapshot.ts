import { createHash } from 'node:crypto';
import type { enterprises } from '../../db/region-schema.ts';

/**
 * The enterprise's own fields. search_text and ap_count are derived by the database (a generated column, the
 * devices' trigger) and never copied: the target derives them from what it imports.
 */
export type EnterpriseFields = Omit<typeof enterprises.$inferSelect, 'id' | 'createdAt' | 'searchText' | 'apCount'>;
// Type aliases, not interfaces: the snapshot travels as the plain records internal.transferImport declares.
export type NetworkCopy = { sourceId: number; name: string; createdAt: string };
export type DeviceCopy = {
  mac: string; kind: string; model: string; versionFirmware: string; versionBoot: string;
  online: boolean; clientCount: number; networkSourceId: number | null; createdAt: string;
};
/** Everything a transfer moves: the enterprise row, its networks and its devices (read by snapshot-repo.ts). */
export type EnterpriseSnapshot = { enterprise: EnterpriseFields & { createdAt: string }; networks: NetworkCopy[]; devices: DeviceCopy[] };

/**
 * A digest of what matters in a snapshot, independent of row ids (which differ between regions):
 * the enterprise fields, the network names and each device with the name of its network.
 * Volatile state (online, client count) is left out, so a live AP does not stall the transfer.
 */
export function digestOf(s: EnterpriseSnapshot): string {
  const networkName = new Map(s.networks.map((n) => [n.sourceId, n.name]));
  const canonical = {
    enterprise: Object.fromEntries(Object.entries(s.enterprise).filter(([k]) => k !== 'createdAt').sort(([a], [b]) => a.localeCompare(b))),
    networks: s.networks.map((n) => n.name).sort(),
    devices: s.devices.map((d) => [d.mac, d.kind, d.model, d.versionFirmware, d.versionBoot,
      d.networkSourceId === null ? null : networkName.get(d.networkSourceId) ?? null]).sort(),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** What a snapshot holds, in a few numbers (the job's summary, the audit entries). */
export const summaryOf = (s: EnterpriseSnapshot) => ({ networks: s.networks.length, devices: s.devices.length });
