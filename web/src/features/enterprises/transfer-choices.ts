import type { enterprises, RegionName, RequestOf, transfers } from '@gwn/contract/console';

type Choice = enterprises.EnterpriseOfContact;

/**
 * The enterprises the transfer can copy: those sharing the row's contact e-mail (enterprises.allList), and
 * always the row's own, first, so it is the default and stays offered while the list loads or if it fails.
 */
export function transferChoices(row: enterprises.EnterpriseRow, listed: readonly Choice[] = []): Choice[] {
  const own: Choice = {
    id: row.id, enterpriseId: row.enterpriseId, centerEnterpriseId: row.centerEnterpriseId,
    enterpriseName: row.enterpriseName, username: row.username, email: row.email,
  };
  return [own, ...listed.filter((c) => c.enterpriseId !== own.enterpriseId)];
}

/**
 * The transfer request for the chosen enterprise (spec 1 §3): copyEnterpriseId is its enterpriseId, eid its
 * centre enterprise id, and name, username and email its own, so the service can check what was picked.
 */
export function transferRequest(chosen: Choice, targetRegion: RegionName): RequestOf<typeof transfers.check> {
  return {
    copyEnterpriseId: chosen.enterpriseId, eid: chosen.centerEnterpriseId, email: chosen.email,
    username: chosen.username, name: chosen.enterpriseName, targetRegion,
  };
}
