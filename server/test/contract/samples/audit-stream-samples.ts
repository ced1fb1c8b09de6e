import { auditStream } from '@gwn/contract';
import { destinationRepo } from '../../../src/account/audit-stream/repo.ts';
import { sampleOf } from './sample.ts';

/** Audit streaming destinations (account service): the shared super administrator adds and deletes them. */
export const AUDIT_STREAM_SAMPLES = [
  sampleOf(auditStream.add, async () => ({
    payload: { kind: 'syslog', name: 'SIEM', host: '127.0.0.1', port: 6514, tls: false }, edits: true,
  })),
  sampleOf(auditStream.remove, async ({ accountDb }) => {
    const id = await destinationRepo(accountDb).add({
      name: 'old SIEM', kind: 'webhook', url: 'https://siem.example.com/hook', secret: 's', filter: { services: [], actions: [], categories: [] },
    });
    return { payload: { id }, edits: true };
  }),
];
