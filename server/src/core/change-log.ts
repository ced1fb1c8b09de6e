import {
  AUDIT_ACTIONS, AUDIT_FIELDS, AUDIT_ID_FIELDS, AUDIT_REGION_NAMES, changeLogs, isAuditAction, type AuditChange, type AuditDetail, type AuditIdKind,
  type Lang,
} from '@gwn/contract';
import type { AuditLogQuery, AuditLogRepo } from './audit-log-repo.ts';
import { csvLine } from './csv.ts';
import type { CsvReply } from './handlers.ts';
import { cappedTotal, keptEstimates } from './capped-total.ts';
import { ipSearchOf } from './ip-search.ts';

/** How many changed fields the one-line detail names before "…". */
const DETAIL_FIELDS = 5;

/** The one-line detail of an entry: its subject, else the changed fields' labels in the language, else its facts. */
export function detailLine(detail: AuditDetail, lang: Lang = 'en'): string {
  if (detail.subject) return detail.subject;
  const fields = [...new Set((detail.changes ?? []).map((c) => (Object.hasOwn(AUDIT_FIELDS, c.field) ? AUDIT_FIELDS[c.field][lang] : c.field)))];
  if (fields.length > 0) return fields.slice(0, DETAIL_FIELDS).join(', ') + (fields.length > DETAIL_FIELDS ? ', …' : '');
  return Object.entries(detail.facts ?? {}).map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`).join(', ');
}

/** The label of an action in a language; an action no longer in the catalogue shows its key. */
export function actionLabel(action: string, lang: Lang): string {
  return isAuditAction(action) ? AUDIT_ACTIONS[action][lang] : action;
}

/** Names of the ids a page of entries mentions, by kind (role ids, user ids, enterprise ids), as text keys. */
export type NameBook = Partial<Record<AuditIdKind, Map<string, string>>>;
/** Looks up the names of the ids a page mentions (each service reads its own tables); ids it cannot find stay bare. */
export type Namer = (ids: Partial<Record<AuditIdKind, string[]>>) => Promise<NameBook>;

type EntryRow = { id: number; at: Date; accountName: string; ip: string; showKey: string; detail: AuditDetail };

const idKindOf = (field: string): AuditIdKind | undefined =>
  (Object.hasOwn(AUDIT_ID_FIELDS, field) ? AUDIT_ID_FIELDS[field as keyof typeof AUDIT_ID_FIELDS] : undefined);

/** The ids of each kind the rows' changes mention (regions are named from the catalogue, not looked up). */
export function mentionedIds(rows: EntryRow[]): Partial<Record<AuditIdKind, string[]>> {
  const ids: Partial<Record<AuditIdKind, Set<string>>> = {};
  for (const row of rows) {
    for (const c of row.detail?.changes ?? []) {
      const kind = idKindOf(c.field);
      if (!kind || kind === 'region') continue;
      for (const v of [c.before, c.after]) if (typeof v === 'string' || typeof v === 'number') (ids[kind] ??= new Set()).add(String(v));
    }
  }
  return Object.fromEntries(Object.entries(ids).map(([k, set]) => [k, [...set]]));
}

type PresentedChange = changeLogs.ChangeLogRow['detailAll']['changes'][number];

/** The name an id field's value stands for: a region from the catalogue, anything else from the page's name book. */
function nameOf(kind: AuditIdKind, v: unknown, lang: Lang, names: NameBook): string | undefined {
  if (typeof v !== 'string' && typeof v !== 'number') return undefined;
  if (kind === 'region') return Object.hasOwn(AUDIT_REGION_NAMES, String(v)) ? AUDIT_REGION_NAMES[String(v)][lang] : undefined;
  return names[kind]?.get(String(v));
}

/**
 * A change as the detail dialog shows it: the field's label, and the names next to ids. Built field by field: object
 * spreads cost about 2.5 µs an entry, most of presenting a log page (docs/benchmarks.md, "Logs").
 */
function presentChange(c: AuditChange, lang: Lang, names: NameBook): PresentedChange {
  const shown: PresentedChange = { field: c.field, before: c.before, after: c.after };
  if (c.record !== undefined) shown.record = c.record;
  if (Object.hasOwn(AUDIT_FIELDS, c.field)) shown.label = AUDIT_FIELDS[c.field][lang];
  const kind = idKindOf(c.field);
  if (kind) {
    const beforeName = nameOf(kind, c.before, lang, names);
    const afterName = nameOf(kind, c.after, lang, names);
    if (beforeName !== undefined) shown.beforeName = beforeName;
    if (afterName !== undefined) shown.afterName = afterName;
  }
  return shown;
}

export function presentEntry(row: EntryRow, lang: Lang, names: NameBook = {}): changeLogs.ChangeLogRow {
  const detail = row.detail ?? {};
  const detailAll: changeLogs.ChangeLogRow['detailAll'] = {
    changes: (detail.changes ?? []).map((c) => presentChange(c, lang, names)), facts: detail.facts ?? {},
  };
  if (detail.subject !== undefined) detailAll.subject = detail.subject;
  return {
    id: row.id, createTime: row.at.toISOString(), accountName: row.accountName, ip: row.ip,
    action: row.showKey, showKey: actionLabel(row.showKey, lang), detail: detailLine(detail, lang), detailAll,
  };
}

/**
 * The Logs tabs' reader of one service's audit log: one page with its total. The total is exact up to
 * changeLogs.CHANGE_LOG_LIMITS.countCap matches (a short page is exact whatever its size), counted in the
 * page's own statement; above, it is the planner's estimate and says so (totalEstimated): counting millions
 * of entries would cost more than the page. An estimate is reused for the same filter for 30 s, so paging
 * through a large range asks the planner once (docs/architecture.md, "Logs").
 */
export function changeLogReader(repo: AuditLogRepo, namer: Namer = async () => ({})) {
  const estimates = keptEstimates();

  return {
    async page(q: AuditLogQuery, lang: Lang) {
      const cap = changeLogs.CHANGE_LOG_LIMITS.countCap;
      const rows = await repo.page(q, cap);
      const { total, totalEstimated } = await cappedTotal(
        { offset: q.offset, limit: q.limit, rows: rows.length, counted: rows[0]?.matchCount },
        estimates.source(JSON.stringify([q.ip, q.ipAddress, q.ipBlock, q.from?.getTime(), q.before?.getTime()]), {
          countUpTo: (n) => repo.countUpTo(q, n), estimate: () => repo.estimate(q),
        }), cap,
      );
      const names = await namer(mentionedIds(rows));
      return { total, totalEstimated, result: rows.map((r) => presentEntry(r, lang, names)) };
    },
  };
}
export type ChangeLogReader = ReturnType<typeof changeLogReader>;

const DAY_MS = 86_400_000;

/**
 * The instant a date range's last day ends (exclusive), in the console's time zone: the spec's end
 * "covers up to the end of the chosen day" (spec 3 §9), whatever time of that day the console sent.
 */
export function endOfDayExclusive(endMs: number, utcOffsetMinutes: number): Date {
  const offsetMs = utcOffsetMinutes * 60_000;
  const localDayStart = Math.floor((endMs + offsetMs) / DAY_MS) * DAY_MS;
  return new Date(localDayStart + DAY_MS - offsetMs);
}

/** The IP search as a filter: an address or a block (prefix or CIDR) when it reads as one, else the exact text. */
function ipFilterOf(search: string): Pick<AuditLogQuery, 'ip' | 'ipAddress' | 'ipBlock'> {
  const parsed = ipSearchOf(search);
  if ('address' in parsed) return { ipAddress: parsed.address };
  return 'block' in parsed ? { ipBlock: parsed.block } : { ip: parsed.exact };
}

/** The paging fields of both log calls, as a query of the audit log. */
export function pageQuery(req: { search?: string; order: 'asc' | 'desc'; pageNum: number; pageSize: number }): AuditLogQuery {
  return {
    ...(req.search ? ipFilterOf(req.search) : {}),
    order: req.order, limit: req.pageSize, offset: (req.pageNum - 1) * req.pageSize,
  };
}

/** Entries read per round trip of an export. */
const EXPORT_BATCH = 1000;

/** The export's columns, in the caller's language. */
const EXPORT_HEADER: Record<Lang, readonly string[]> = {
  en: ['Time (UTC)', 'Account', 'IP address', 'Action', 'Detail', 'Changes (before → after)', 'Facts'],
  zh: ['时间（UTC）', '账号', 'IP 地址', '操作', '详情', '变更（之前 → 之后）', '其他信息'],
};

const cellText = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));

const named = (v: unknown, name: string | undefined) => (name === undefined ? cellText(v) : `${name} (${cellText(v)})`);

/** One entry as CSV cells: what the screen's row and detail dialog show, in one line. */
export function exportCells(row: changeLogs.ChangeLogRow): string[] {
  const { changes, facts } = row.detailAll;
  return [
    row.createTime.replace('T', ' ').replace(/\.\d+Z$/, ''), row.accountName, row.ip, row.showKey, row.detail,
    changes.map((c) => `${c.record ? `${c.record} ` : ''}${c.label ?? c.field}: ${named(c.before, c.beforeName)} → ${named(c.after, c.afterName)}`).join('; '),
    Object.keys(facts).length === 0 ? '' : JSON.stringify(facts),
  ];
}

/**
 * The filtered log as CSV (the Logs screen's Export): every matching entry in the list's order, read in keyset
 * batches through the service's database while the reply streams, so memory stays flat at any size; the kernel
 * adds the UTF-8 BOM (core/csv.ts).
 */
export function changeLogExport(repo: AuditLogRepo, namer: Namer = async () => ({})) {
  async function* lines(q: Omit<AuditLogQuery, 'limit' | 'offset'>, lang: Lang): AsyncGenerator<string> {
    let after: { at: Date; id: number } | null = null;
    for (;;) {
      const batch = await repo.batchAfter(q, after, EXPORT_BATCH);
      const names = await namer(mentionedIds(batch));
      for (const row of batch) yield csvLine(exportCells(presentEntry(row, lang, names)));
      if (batch.length < EXPORT_BATCH) return;
      const last = batch[batch.length - 1];
      after = { at: last.at, id: last.id };
    }
  }
  return {
    csv(q: Omit<AuditLogQuery, 'limit' | 'offset'>, lang: Lang, name: string): CsvReply {
      const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
      return { fileName: `${name}-${stamp}.csv`, header: EXPORT_HEADER[lang], lines: lines(q, lang) };
    },
  };
}

/** The filter fields of both exports, as a query of the audit log. */
export function exportQuery(req: { search?: string; order: 'asc' | 'desc' }): Omit<AuditLogQuery, 'limit' | 'offset'> {
  return { ...(req.search ? ipFilterOf(req.search) : {}), order: req.order };
}
export type ChangeLogExport = ReturnType<typeof changeLogExport>;
