import { adminUrlOf, callEndpoint, type ApiSession, type RegionOption } from './api.ts';
import { enterprises, type ResponseOf } from '@gwn/contract';

/** A row of the enterprise list (contract enterprises.enterpriseRow). */
export type EnterpriseRow = ResponseOf<typeof enterprises.list>['result'][number];

/** One page of the enterprise search of a region, as the console asks for it. */
export async function searchEnterprises(
  session: ApiSession, search: string, opts: { region?: RegionOption['regionName']; pageNum?: number; pageSize?: number } = {},
): Promise<ResponseOf<typeof enterprises.list>> {
  const reply = await callEndpoint(enterprises.list,
    { search, pageNum: opts.pageNum ?? 1, pageSize: opts.pageSize ?? 50 }, { token: session.token, baseUrl: adminUrlOf(session, opts.region ?? 'US') });
  if (reply.body.retCode !== 0) throw new Error(`enterprise search "${search}": ${reply.body.retCode} ${reply.body.msg}`);
  return reply.body.data;
}

/** Every enterprise of the World (US) demo data: each has an e-mail, so "@" matches all of them. */
export async function allEnterprises(session: ApiSession): Promise<EnterpriseRow[]> {
  const rows: EnterpriseRow[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const page = await searchEnterprises(session, '@', { pageNum });
    rows.push(...page.result);
    if (rows.length >= page.total || page.result.length === 0) return rows;
  }
}

/**
 * Picks enterprises for the journeys so no two journeys change the same one; the e-mail is unique
 * (it carries the enterprise's number), so searching for it lists exactly that enterprise.
 */
export function pickEnterprises(rows: readonly EnterpriseRow[]) {
  const taken = new Set<number>();
  const pick = (why: string, test: (r: EnterpriseRow) => boolean): EnterpriseRow => {
    const found = rows.find((r) => !taken.has(r.id) && test(r) && rows.filter((o) => o.email === r.email).length === 1);
    if (!found) throw new Error(`the demo data has no enterprise that ${why}`);
    taken.add(found.id);
    return found;
  };
  const hasAps = (r: EnterpriseRow) => !r.totalAP.endsWith('/0');
  return {
    withAps: pick('owns APs', hasAps),
    cacheOff: pick('has the statistics cache off', (r) => r.isOpenCache === 0),
    withMfa: pick('has two-factor sign-in on', (r) => r.googleAuth === 1),
    toTransfer: pick('is live and owns APs (to transfer)', (r) => hasAps(r) && r.state === 1 && r.isDelete === 0),
  };
}
