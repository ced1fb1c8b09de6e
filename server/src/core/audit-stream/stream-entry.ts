import { AUDIT_ACTIONS, auditCategoryOf, isAuditAction, type AuditDetail, type auditStream } from '@gwn/contract';
import { redactedDetail } from '../audit-recorder.ts';

/** An audit row as the stream reads it. */
export interface AuditRow { id: number; at: Date; accountName: string; ip: string; showKey: string; detail: AuditDetail }

/** What a destination receives per audit entry. `id` is stable across retries and copies: receivers drop duplicates by it. */
export interface StreamEntry {
  id: string;
  service: auditStream.StreamService;
  auditId: number;
  time: string;
  action: string;
  actionLabel: string;
  account: string;
  ip: string;
  detail: AuditDetail;
  test?: true;
}

export function streamEntry(service: auditStream.StreamService, row: AuditRow): StreamEntry {
  return {
    id: `${service}:${row.id}`, service, auditId: row.id, time: row.at.toISOString(), action: row.showKey,
    actionLabel: isAuditAction(row.showKey) ? AUDIT_ACTIONS[row.showKey].en : row.showKey,
    account: row.accountName, ip: row.ip, detail: redactedDetail(row.detail),
  };
}

/**
 * Whether a destination's filter lets an entry through: its service chosen (or none chosen), and its action chosen
 * or in a chosen category (or neither list has any). A filter stored before categories existed has none.
 */
export function passes(filter: auditStream.StreamFilter, service: auditStream.StreamService, action: string): boolean {
  const categories = filter.categories ?? [];
  const category = auditCategoryOf(action);
  return (filter.services.length === 0 || filter.services.includes(service))
    && ((filter.actions.length === 0 && categories.length === 0)
      || (filter.actions as readonly string[]).includes(action)
      || (category !== undefined && categories.includes(category)));
}

/** The event "Send test event" delivers: shaped like an entry, marked as a test. */
export function testEntry(service: auditStream.StreamService): StreamEntry {
  const now = new Date();
  return {
    id: `${service}:test-${now.getTime()}`, service, auditId: 0, time: now.toISOString(), action: 'auditStreamTest',
    actionLabel: 'Audit streaming test event', account: 'system', ip: '', detail: { subject: 'test event' }, test: true,
  };
}
