import { enterprises as enterpriseContract, RetCode } from '@gwn/contract';
import { ApiError } from '../../../core/api-error.ts';
import { csvLine } from '../../../core/csv.ts';
import type { CsvReply } from '../../../core/handlers.ts';
import type { RegionDb } from '../../../db/connect.ts';
import { oneTimeTokenRepo, type TokenPurpose } from '../one-time-token-repo.ts';
import type { RegionCall } from '../region-context.ts';
import { fileStamp } from '../time.ts';
import type { SearchPlan } from './search-plan.ts';
import type { SearchPlanner } from './search-planner.ts';

type Cell = string | number | boolean | null | undefined;

interface SearchExportOptions<Row extends { id: number }> {
  purpose: Extract<TokenPurpose, 'enterprise-export' | 'ap-export'>;
  /** The download's name before its time stamp, e.g. "enterprises". */
  fileName: string;
  header: readonly string[];
  batchSize: number;
  planner: SearchPlanner;
  /** The next keyset batch (ids below `before`), newest first, read through the region's database. */
  searchBefore(text: string, plan: SearchPlan, before: number | null, limit: number): Promise<Row[]>;
  /** The CSV cells of each row of a batch. */
  cellsOf(batch: Row[]): Promise<Cell[][]> | Cell[][];
}

/**
 * A search exported as CSV through a browser navigation: a single-use ticket (so the long-lived
 * credential never appears in a URL), then every match streamed in keyset batches, memory flat at any size.
 */
export function searchExport<Row extends { id: number }>(opts: SearchExportOptions<Row>) {
  async function* lines(search: string): AsyncGenerator<string> {
    const { text, plan } = await opts.planner.plan(search);
    let before: number | null = null;
    for (;;) {
      const batch = await opts.searchBefore(text, plan, before, opts.batchSize);
      if (batch.length === 0) return;
      for (const cells of await opts.cellsOf(batch)) yield csvLine(cells);
      before = batch[batch.length - 1].id;
    }
  }

  return {
    /** The ticket for a search; the export is audited here, where the operator is known. */
    async issueTicket({ search }: { search: string }, call: RegionCall) {
      const ticket = await oneTimeTokenRepo(call.db).issue(opts.purpose, { search, by: call.principal?.account ?? '' }, enterpriseContract.EXPORT_TICKET_SECONDS);
      call.audit.note({ search });
      return { ticket };
    },

    /** The CSV of a ticket's search; 10055 when the ticket is unknown, used or expired. */
    async download({ ticket }: { ticket: string }, call: { db: RegionDb }): Promise<CsvReply> {
      const payload = await oneTimeTokenRepo(call.db).redeem(ticket, opts.purpose);
      if (!payload || typeof payload.search !== 'string') throw new ApiError(RetCode.LinkExpired);
      return { fileName: `${opts.fileName}-${fileStamp()}.csv`, header: opts.header, lines: lines(payload.search) };
    },
  };
}
