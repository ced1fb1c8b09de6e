import { dataClean } from '@gwn/contract';
import { buildDataCleanJob, setDataCleanRetention } from '../../region-factories.ts';
import { sampleOf } from './sample.ts';

const DAY = 86_400;

/** The clean-data toggle (spec 2 §7). */
export const DATA_CLEAN_SAMPLES = [
  sampleOf(dataClean.start, async ({ regionDb }) => {
    await setDataCleanRetention(regionDb, 30 * DAY);
    await buildDataCleanJob(regionDb, { state: 'finished', startedAt: new Date(Date.now() - 60_000), finishedAt: new Date() });
    return { payload: {}, edits: true };
  }),
  sampleOf(dataClean.stop, async ({ regionDb }) => {
    // Running under another copy's lease, so this service's job leaves it alone until the stop.
    await buildDataCleanJob(regionDb, {
      state: 'running', startedAt: new Date(), cutoff: new Date(Date.now() - 30 * DAY * 1000), retentionSeconds: 30 * DAY,
      leaseOwner: 'another copy', leaseUntil: new Date(Date.now() + 3_600_000),
    });
    return { payload: {}, edits: true };
  }),
];
