import type { auditStream } from '@gwn/contract';
import { unlessAborted, type JobKind } from '../jobs/job-kind.ts';
import type { CursorRepo, CursorRow } from './cursor-repo.ts';
import type { Sender, StreamTarget } from './senders.ts';
import { passes, streamEntry, type StreamEntry } from './stream-entry.ts';

/** A destination as delivery needs it. */
export interface StreamDestination { id: number; filter: auditStream.StreamFilter; target: StreamTarget }

export interface DeliveryOptions {
  service: auditStream.StreamService;
  /** The service's cursors over its audit log (cursor-repo.ts), on its database. */
  cursors: CursorRepo;
  /** The destination a cursor delivers to; null once deleted. */
  destination(id: number): Promise<StreamDestination | null>;
  send: Sender;
  /** Entries read and sent per attempt. */
  batch?: number;
  pollMs?: number;
  /**
   * How long a gap in the audit ids is waited for before it is taken for a rolled-back insert. Ids are taken at
   * insert and become visible at commit, so a lower id can appear after a higher one: delivering past a gap at once
   * could skip an entry for good (docs/architecture.md, "Audit streaming").
   */
  gapWaitMs?: number;
}

/**
 * THE AUDIT STREAM DELIVERY of one service, a job kind (core/jobs/): one unit per destination, its cursor row.
 * A copy that leases a cursor sends the entries after it in id order, then moves it; a crash before the move
 * sends them again (at least once; receivers drop duplicates by the entry's id).
 */
export function auditStreamDelivery(opts: DeliveryOptions): JobKind<CursorRow> {
  const repo = opts.cursors;
  const batch = opts.batch ?? 500;
  const gapWaitMs = opts.gapWaitMs ?? 5000;
  /** Gaps this copy saw, by destination and missing id: when it first saw them. */
  const gapsSeen = new Map<string, number>();

  /** The entries up to the first gap still younger than gapWaitMs, and the id the cursor may move to. */
  function readyPrefix(unit: CursorRow, rows: Awaited<ReturnType<typeof repo.entriesAfter>>) {
    let expected = unit.lastAuditId + 1;
    let upTo = unit.lastAuditId;
    const ready = [];
    for (const row of rows) {
      if (row.id !== expected) {
        const key = `${unit.destinationId}:${expected}`;
        const since = gapsSeen.get(key) ?? Date.now();
        gapsSeen.set(key, since);
        if (Date.now() - since < gapWaitMs) break;
        gapsSeen.delete(key);
      }
      ready.push(row);
      upTo = row.id;
      expected = row.id + 1;
    }
    return { ready, upTo };
  }

  return {
    name: `audit-stream ${opts.service}`,
    concurrency: 4,
    pollMs: opts.pollMs ?? 500,
    leaseMs: 60_000,
    // A receiver down for an hour: keep trying, at most a minute apart.
    retry: { baseMs: 1000, maxMs: 60_000, maxAttempts: Infinity },
    claim: (owner, limit, leaseMs) => repo.claim(owner, limit, leaseMs),
    async run(unit, stop) {
      const destination = await opts.destination(unit.destinationId);
      if (!destination) return; // deleted: its cursor went with it
      const rows = await repo.entriesAfter(unit.lastAuditId, batch);
      const { ready, upTo } = readyPrefix(unit, rows);
      if (upTo === unit.lastAuditId) {
        await repo.holdUntil(unit.destinationId, new Date(Date.now() + Math.min(gapWaitMs, 1000)));
        return;
      }
      const entries: StreamEntry[] = ready
        .filter((row) => passes(destination.filter, opts.service, row.showKey))
        .map((row) => streamEntry(opts.service, row));
      if (entries.length > 0) await unlessAborted(opts.send(destination.target, entries, stop.signal), stop.signal);
      await repo.advance(unit.destinationId, unit.owner, upTo, entries.length > 0);
    },
    fail: (unit, f) => repo.failed(unit.destinationId, f.error, f.attempts, f.retryAt),
    renew: (owner, leaseMs) => repo.renew(owner, leaseMs),
    release: (owner) => repo.release(owner),
    depth: () => repo.depth(),
  };
}
