import type { RegionName } from '@gwn/contract';
import type { Config } from '../../config.ts';
import { auditWriter } from '../../core/audit.ts';
import type { EndpointHost } from '../../core/register-endpoint.ts';
import { enableUploads } from '../../core/register-upload.ts';
import type { RegionDb } from '../../db/connect.ts';
import { regionAuditLog } from '../../db/region-schema.ts';
import { openFileStore } from '../../storage/open-file-store.ts';
import { registerFirmwareRoutes } from '../firmware/routes.ts';
import { registerPluginRoutes } from '../plugins/routes.ts';
import { registerPortalRoutes } from '../portal/routes.ts';

/**
 * The region's file areas (firmware, portal, plugins) on one FileStore. Opening the store sweeps
 * uploads a previous run left half-written, before the service accepts new ones.
 */
export async function registerUploadAreas(host: EndpointHost, deps: { config: Config; region: RegionName; db: RegionDb }): Promise<void> {
  await enableUploads(host);
  const areaDeps = {
    db: deps.db,
    files: await openFileStore(deps.config, deps.region),
    audit: auditWriter(deps.db, regionAuditLog),
    maxBytes: deps.config.uploadMaxBytes,
  };
  registerFirmwareRoutes(host, areaDeps);
  registerPortalRoutes(host, areaDeps);
  registerPluginRoutes(host, areaDeps);
}
