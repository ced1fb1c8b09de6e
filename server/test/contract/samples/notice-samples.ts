import { maintenanceNotice } from '@gwn/contract';
import { buildMaintenanceNotice } from '../../region-factories.ts';
import { sampleOf } from './sample.ts';

/** The maintenance notice (spec 2 screen 11). */
export const NOTICE_SAMPLES = [
  sampleOf(maintenanceNotice.submit, async () => ({
    payload: {
      start: Date.UTC(2026, 11, 1, 1), end: Date.UTC(2026, 11, 1, 3), timezone: 'Asia/Shanghai', subject: 'Sample maintenance',
      html: '<p>From {{start}} to {{end}}</p>', popTips: 1, recipientMode: 1, emails: ['sample-recipient@example.test'], regionSelect: ['US'],
    },
    edits: true,
  })),
  sampleOf(maintenanceNotice.finish, async ({ regionDb }) => {
    await buildMaintenanceNotice(regionDb);
    return { payload: {}, edits: true };
  }),
];
