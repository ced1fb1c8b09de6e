import { z } from 'zod';
import { endpoint, nothing } from '../endpoint.ts';
import { paging, searchPage } from './common.ts';

/**
 * The Logs screen (spec 3 "Logs", /changeLog): the audit entries of the current region (System tab)
 * and of the account service (Account-centre tab), read-only. No endpoint writes, edits or deletes an
 * entry: only the kernel appends them (docs/architecture.md, "Logs").
 */
export const CHANGE_LOG_LIMITS = {
  /** An IP address as the services record it (IPv6 with a zone fits). */
  ipMax: 64,
  /** Entries counted exactly; above this the total is an estimate (totalEstimated). */
  countCap: 10_000,
  /** The longest offset a screen can use; the date range narrows further (docs/architecture.md, "Logs"). */
  maxOffset: 100_000,
} as const;

/** Sort fields (spec 3 §9): time only. */
export const CHANGE_LOG_SORTS = ['time'] as const;

/** One changed field, as the detail dialog shows it: before -> after (null for a creation or a deletion). */
export const changeLogChange = z.object({
  record: z.string().optional(),
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** The field's label in the caller's language (contract/src/audit-fields.ts); absent for a field without one. */
  label: z.string().optional(),
  /** For an id field (role, user, enterprise, region): the name of what the id named, when it can be found. */
  beforeName: z.string().optional(),
  afterName: z.string().optional(),
});

/** One log entry (spec 3 §3 "Log entry"). */
export const changeLogRow = z.object({
  id: z.number().int(),
  /** When it happened (ISO 8601, UTC); the console shows it as year-month-day hour:minute in its own time zone. */
  createTime: z.string(),
  accountName: z.string(),
  ip: z.string(),
  /** The action's catalogue key (contract/src/audit-actions.ts). */
  action: z.string(),
  /** The action's label in the caller's language; the key itself for an action no longer in the catalogue. */
  showKey: z.string(),
  /** One line: the subject, else the changed fields' names, else the facts. */
  detail: z.string(),
  /** Everything the entry holds: the subject, every changed field before -> after, and the facts. */
  detailAll: z.object({
    subject: z.string().optional(),
    changes: z.array(changeLogChange),
    facts: z.record(z.string(), z.unknown()),
  }),
});
export type ChangeLogRow = z.infer<typeof changeLogRow>;

/** What both tabs send (spec 3 §7): an IP search, the sort and the page. */
const listFields = {
  /**
   * An IP search: an address, the start of one in whole octets ("10.1", IPv6 groups "2001:db8:"), or a CIDR
   * block ("10.0.16.0/20"); other text is matched whole (docs/architecture.md, "Logs").
   */
  search: z.string().trim().max(CHANGE_LOG_LIMITS.ipMax).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  type: z.enum(CHANGE_LOG_SORTS).default('time'),
  ...paging,
};

const timestamp = z.coerce.number().int().min(0).max(8_640_000_000_000);

/**
 * The Account-centre tab's date range: epoch milliseconds. The end is through the end of its day, in
 * the console's time zone (utcOffsetMinutes, east of UTC, as the console's clock says).
 */
export const dateRange = z.object({
  startTimestamp: timestamp.optional(),
  endTimestamp: timestamp.optional(),
  utcOffsetMinutes: z.coerce.number().int().min(-14 * 60).max(14 * 60).default(0),
}).refine((r) => r.startTimestamp === undefined || r.endTimestamp === undefined || r.startTimestamp <= r.endTimestamp + 86_400_000, {
  message: 'startTimestamp must not be after endTimestamp', path: ['startTimestamp'],
});

/** Deep offsets cost a scan of every entry before the page: the pager reaches maxOffset, a search or range narrows further. */
const withinReach = (r: { pageNum: number; pageSize: number }) => (r.pageNum - 1) * r.pageSize <= CHANGE_LOG_LIMITS.maxOffset;
const reachMessage = { message: `pages reach ${CHANGE_LOG_LIMITS.maxOffset} entries at most: narrow the search`, path: ['pageNum'] };

export const systemList = endpoint({
  service: 'region', method: 'POST', path: '/admin/user/changeLog', guard: 'changeLog', audit: null,
  summary: 'The current region\'s audit entries by time, optionally of one IP address; read-only',
  request: z.object(listFields).refine(withinReach, reachMessage),
  response: searchPage(changeLogRow),
});

export const accountList = endpoint({
  service: 'account', method: 'POST', path: '/admin/log/list', guard: 'changeLog', audit: null,
  summary: 'The account service\'s audit entries (sign-ins, failures, sessions, settings) by time, in a date range, optionally of one IP address; read-only',
  request: z.object({ ...listFields, filter: dateRange.optional() }).refine(withinReach, reachMessage),
  response: searchPage(changeLogRow),
});


/** What an export sends: the list's filter and direction, no page (every matching entry). */
const exportFields = { search: listFields.search, order: listFields.order };

export const systemExport = endpoint({
  service: 'region', method: 'POST', path: '/admin/user/changeLog/export', guard: 'changeLog', audit: null,
  summary: 'The current region\'s audit entries of a search as CSV (UTF-8 with BOM, streamed), labels in the caller\'s language; read-only',
  request: z.object(exportFields),
  response: nothing,
  reply: 'csv',
});

export const accountExport = endpoint({
  service: 'account', method: 'POST', path: '/admin/log/export', guard: 'changeLog', audit: null,
  summary: 'The account service\'s audit entries of a search and date range as CSV (UTF-8 with BOM, streamed); read-only',
  request: z.object({ ...exportFields, filter: dateRange.optional() }),
  response: nothing,
  reply: 'csv',
});
