import { enterprises as enterpriseContract } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import type { Audit } from '../../core/audit.ts';
import type { RequestContext } from '../../core/request-context.ts';
import { csvLine } from './csv.ts';

type Cell = string | number | boolean | null | undefined;
import type { oneTimeTokenStore, TokenPurpose } from './one-time-tokens.ts';
import { DENSE_MATCHES } from './repo.ts';

interface SearchExportOptions<Row extends { id: number }> {
  tokens: ReturnType<typeof oneTimeTokenStore>;
  audit: Audit;
  purpose: Extract<TokenPurpose, 'enterprise-export' | 'ap-export'>;
  showKey: string;
  batchSize: number;
  countMatches(search: string): Promise<number>;
  /** The next keyset batch (ids below `before`), newest first. */
  searchBefore(search: string, dense: boolean, before: number | null, limit: number): Promise<Row[]>;
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
      const dense = (await opts.countMatches(search)) > DENSE_MATCHES;
      let before: number | null = null;
      for (;;) {
        const batch = await opts.searchBefore(search, dense, before, opts.batchSize);
        if (batch.length === 0) return;
        for (const cells of await opts.cellsOf(batch)) yield csvLine(cells);
        before = batch[batch.length - 1].id;
      }
    },
  };
}
