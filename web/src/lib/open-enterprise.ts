import type { enterprises, RegionName } from '@gwn/contract/console';
import { writeStored } from './session-storage.ts';

/**
 * Opens an enterprise's AP list (spec 3): its id, e-mail and region are kept locally for /enterprise/ap, and the
 * returned path names it in the breadcrumb. Used by the enterprise list and the command palette.
 */
export function openEnterprisePath(row: Pick<enterprises.EnterpriseRow, 'enterpriseId' | 'email' | 'username'>, region: RegionName | null): string {
  writeStored('enterpriseId', row.enterpriseId);
  writeStored('enterpriseEmail', row.email);
  writeStored('enterpriseRegion', region);
  return `/enterprise/ap?name=${encodeURIComponent(row.username)}`;
}
