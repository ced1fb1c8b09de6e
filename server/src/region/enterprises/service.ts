import { enterprises as contract, RetCode } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import type { RegionCall } from '../shared/region-context.ts';
import { searchPage } from '../shared/search/search-page.ts';
import { bit, presentEnterprise } from './present.ts';
import { enterpriseRepo, type SwitchColumn, type SwitchRow } from './repo.ts';
import type { EnterpriseSearch } from './search.ts';
import type { Req, Reply } from '../../core/handlers.ts';

/**
 * Sets one switch of a found enterprise, recording its value before and after; setting the value it
 * already has changes nothing and leaves no audit entry.
 */
async function setSwitch(call: RegionCall, found: SwitchRow | null, column: SwitchColumn, value: 0 | 1): Promise<null> {
  if (!found) throw new ApiError(RetCode.NotFound);
  const before = bit(found[column]);
  call.audit.subject(found.enterpriseName);
  if (before === value) {
    call.audit.nothingChanged();
    return null;
  }
  await enterpriseRepo(call.db).setSwitch(found.id, column, value);
  call.audit.change({ [column]: before }, { [column]: value });
  return null;
}

/** The enterprise list, the contact's enterprises and the privilege switches (spec 1 §2, §3, §7). */
export function enterpriseService({ repo, planner }: EnterpriseSearch) {
  return {
    /**
     * A page of the search narrowed by the filter. The filter narrows the page statement and the count, so
     * index plans stay exact. A dense text is still paged by a scan whose total is the text's estimate: the
     * sample holds no filter columns, so with a filter that estimate is an upper bound (still marked
     * totalEstimated); a short last page or a page past the end reports the exact total as always. Counting
     * instead would read every match of the dense text on each page; a rare filter on a dense text already
     * makes the scan read further before its page is full.
     */
    async list({ search, filter, sortField, sortOrder, pageNum, pageSize }: Req<typeof contract.list>): Promise<Reply<typeof contract.list>> {
      const order = sortField ? { field: sortField, direction: sortOrder } : null;
      const { total, totalEstimated, rows } = await searchPage(planner, {
        page: (text, plan, limit, offset) => repo.search(text, plan, filter, limit, offset, order),
        count: (text, plan) => repo.countMatches(text, plan, filter),
      }, { search, pageNum, pageSize });
      return { total, totalEstimated, result: rows.map((r) => presentEnterprise(r, { online: r.apOnline, total: r.apCount })) };
    },

    async allList({ email }: Req<typeof contract.allList>, call: RegionCall): Promise<Reply<typeof contract.allList>> {
      return { result: await enterpriseRepo(call.db).ofContactEmail(email, contract.CONTACT_ENTERPRISES_MAX) };
    },

    async setOutdoor({ id, outdoor }: Req<typeof contract.setOutdoor>, call: RegionCall) {
      return setSwitch(call, await enterpriseRepo(call.db).lockSwitches({ id }), 'outdoor', outdoor);
    },

    /**
     * The handler of a switch named by the enterprise's id string (every switch but outdoor and the cache):
     * which column it sets, and which request field holds the new value.
     */
    switchOf<R extends { enterpriseId: string }>(column: SwitchColumn, valueOf: (req: R) => 0 | 1) {
      return async (req: R, call: RegionCall) =>
        setSwitch(call, await enterpriseRepo(call.db).lockSwitches({ enterpriseId: req.enterpriseId }), column, valueOf(req));
    },

    /** The statistics cache only turns on: once on, it stays on (15013). */
    async openCache({ enterpriseId }: Req<typeof contract.openCache>, call: RegionCall) {
      const found = await enterpriseRepo(call.db).lockSwitches({ enterpriseId });
      if (found?.isOpenCache === 1) throw new ApiError(RetCode.CacheCannotClose);
      return setSwitch(call, found, 'isOpenCache', 1);
    },
  };
}
