import { enterprises as enterpriseContract } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import type { Audit } from '../../core/audit.ts';
import type { RequestContext } from '../../core/request-context.ts';
import { csvLine } from '../enterprises/csv.ts';
import type { oneTimeTokenStore, TokenPurpose } from '../enterprises/one-time-tokens.ts';
import type { SearchPlan } from './search-plan.ts';
import type { SearchPlanner } from './search-planner.ts';

type Cell = string | number | boolean | null | undefined;

interface SearchExportOptions<Row extends { id: number }> {
  tokens: ReturnType<typeof oneTimeTokenStore>;
  audit: Audit;
  purpose: Extract<TokenPurpose, 'enterprise-export' | 'ap-export'>;
  showKey: string;
  batchSize: number;
  planner: SearchPlanner;
  /** The next keyset batch (ids below `before`), newest first. */
  searchBefore(text: string, plan: SearchPlan, before: number | null, limit: number): Promise<Row[]>;
  /** The CSV cells of each row of a batch. */
  cellsOf(batch: Row[]): Promise<Cell[][]> | Cell[][];
}

/**
 * A search exported as CSV through a browser navigation: a single-use ticket (so the long-lived
 * credential never appears in a URL), then every match streamed in keyset batches, memory flat at any size.
 */
export function searchExport<Row extends { id: number }>(opts: SearchExportOptions<Row>) {
  return {
    async issueTicket(ctx: RequestContext, search: string) {
      const ticket = await opts.tokens.issue(opts.purpose, { search, by: ctx.principal?.account ?? '' }, enterpriseContract.EXPORT_TICKET_SECONDS);
      await opts.audit(ctx, opts.showKey, { search });
      return { ticket };
    },

    /** The search a ticket was issued for; 10055 when it is unknown, used or expired. */
    async redeemTicket(ticket: string): Promise<string> {
      const payload = await opts.tokens.redeem(ticket, opts.purpose);
      if (!payload || typeof payload.search !== 'string') throw new ApiError(10055);
      return payload.search;
    },

    async *lines(search: string): AsyncGenerator<string> {
      const { text, plan } = await opts.planner.plan(search);
      let before: number | null = null;
      for (;;) {
        const batch = await opts.searchBefore(text, plan, before, opts.batchSize);
        if (batch.length === 0) return;
        for (const cells of await opts.cellsOf(batch)) yield csvLine(cells);
        before = batch[batch.length - 1].id;
      }
    },
  };
}
