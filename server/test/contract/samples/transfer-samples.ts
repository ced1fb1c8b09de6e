import { randomBytes } from 'node:crypto';
import { internal, transfers } from '@gwn/contract';
import { buildEnterprise } from '../../region-factories.ts';
import { sampleOf } from './sample.ts';

/** Moving an enterprise between regions (spec 1 §3): the source's start, the target's import. */
export const TRANSFER_SAMPLES = [
  // The test system runs EU too: the start asks it whether the enterprise id is free there.
  sampleOf(transfers.confirm, async ({ regionDb }) => {
    const e = await buildEnterprise(regionDb);
    return {
      payload: { copyEnterpriseId: e.enterpriseId, eid: e.centerEnterpriseId, email: e.email, username: e.username, name: e.enterpriseName, targetRegion: 'EU' },
      edits: false,
    };
  }),
  // What a source region sends: an enterprise this region does not have, without networks or devices.
  sampleOf(internal.transferImport, async () => {
    const id = randomBytes(6).toString('hex');
    const enterprise = {
      enterpriseId: `moved-${id}`, centerEnterpriseId: `center-moved-${id}`, enterpriseName: `Moved ${id}`, username: `Contact ${id}`,
      account: `moved-${id}@example.test`, email: `moved-${id}@example.test`, createdAt: new Date().toISOString(),
    };
    // An internal call has no operator: the entry names the region that sent the copy.
    return { payload: { jobKey: `job-${id}`, sourceRegion: 'EU', snapshot: { enterprise, networks: [], devices: [] } }, actor: 'region EU', edits: true };
  }),
];
