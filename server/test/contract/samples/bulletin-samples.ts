import { releaseNote, systemBulletin } from '@gwn/contract';
import { sampleOf } from './sample.ts';

/** A title no earlier save used, so every sampled save changes fields (its audit entry lists them). */
const freshTitle = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

/** The release note and the system bulletin (spec 3 editors). */
export const BULLETIN_SAMPLES = [
  sampleOf(releaseNote.save, async () => ({
    payload: { title: freshTitle('Release'), value: '<p>What is <strong>new</strong></p>' }, edits: true,
  })),
  sampleOf(systemBulletin.save, async () => ({
    payload: {
      title: freshTitle('Bulletin'), description: 'sample', timezone: 'Etc/GMT', startTime: '2026-12-01 01:00', endTime: '2026-12-01 03:00',
      value: '<p>Planned upgrade</p>',
    },
    edits: true,
  })),
];
