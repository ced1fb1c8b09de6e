import type { RegionName } from '@gwn/contract';
import { REGION_PROFILES, type RegionProfile } from './region-profiles.ts';

/** One share of enterprises never gets devices: every fifth enterprise (by its number in the run). */
export const NO_DEVICE_EVERY = 5;
/** Networks are numbered in fixed slots per enterprise, so a device can name its network without a lookup. */
export const NETWORK_SLOTS = 3;
/** How many days of manager visits are generated. */
export const VISIT_DAYS = 30;
/** A device MAC is the region OUI plus 6 hex digits of the device number. */
export const MAX_DEVICE_NUMBER = 0xffffff;

/** Stream numbers of the PRNG: one per independent choice, so changing one never shifts the others. */
export const STREAM = {
  place: 1, given: 2, family: 3, stem: 4, trade: 5, suffix: 6, street: 7, houseNo: 8, mailDomain: 9, phone: 10,
  mfa: 11, state: 12, activate: 13, deleted: 14, outdoor: 15, payment: 16, portal: 17, cache: 18, topSites: 19,
  hwReset: 20, isp: 21, precision: 22, created: 23, networkCount: 24, networkName: 25,
  free: 30, owner: 31, kind: 32, model: 33, firmware: 34, boot: 35, online: 36, clients: 37, network: 38, outdoorModel: 39,
  managerSize: 50, managerStop: 51, managerStopDays: 52, managerHour: 53, managerOnline: 54, managerClients: 55,
  managerVersion: 56, managerIp: 57, managerOui: 58,
} as const;

/** What one run inserts into one region, and where its numbering starts. */
export interface DemoPlan {
  region: RegionName;
  profile: RegionProfile;
  enterprises: number;
  devices: number;
  managers: number;
  /** Highest existing ids: new rows are numbered after them, so a run can add to a filled region. */
  baseEnterprise: number;
  baseNetwork: number;
  baseDevice: number;
  baseManager: number;
  /** A multiplier coprime to the number of device-owning enterprises: scatters big owners over the id range. */
  ownerStride: number;
}

export interface DemoSize { scale?: number; enterprises?: number; devices?: number; managers?: number }

/**
 * Rows per region at scale 1 (region-profiles.ts); `scale` multiplies all of them:
 *   US: 100 enterprises, 1,000 devices, 6 managers (x30 days of visits ~ 180 visit rows)
 *   EU:  70 enterprises,   560 devices, 4 managers (~ 120 visits)
 *   CN:  45 enterprises,   330 devices, 3 managers (~ 90 visits)
 * so `--region US --scale 10000` is 1,000,000 enterprises, 10,000,000 devices, 60,000 managers and
 * about 1.6 million visit rows; networks are 1-3 per enterprise that has devices (about 1.6 million).
 * Explicit counts (enterprises, devices, managers) override the scaled ones.
 */
export function sizeFor(region: RegionName, size: DemoSize): { enterprises: number; devices: number; managers: number } {
  const profile = REGION_PROFILES[region];
  const scale = size.scale ?? 1;
  const scaled = (n: number) => Math.max(0, Math.round(n * scale));
  return {
    enterprises: size.enterprises ?? scaled(profile.enterprises),
    devices: size.devices ?? scaled(profile.devices),
    managers: size.managers ?? Math.max(1, scaled(profile.managers)),
  };
}

/** Enterprises of the run that own devices: all but every NO_DEVICE_EVERY-th. */
export const owningCount = (enterprises: number) => enterprises - Math.floor(enterprises / NO_DEVICE_EVERY);

/** The smallest prime above `from` that does not divide n (so it is coprime to n). */
export function strideFor(n: number, from = 7919): number {
  const isPrime = (p: number) => { for (let d = 2; d * d <= p; d++) if (p % d === 0) return false; return p > 1; };
  let p = from;
  while (!isPrime(p) || (n > 0 && n % p === 0)) p++;
  return p;
}
