/** The data-centre regions; US is labelled "World" in the console. */
export const REGIONS = ['US', 'EU', 'CN'] as const;
export type RegionName = (typeof REGIONS)[number];

export function isRegionName(value: unknown): value is RegionName {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value);
}

/** serverId values the console sends with region and user calls (spec 1 §7, spec 3 §6). */
export const SERVER_ID = { console: 'gwn', admin: 'gwn_admin' } as const;
