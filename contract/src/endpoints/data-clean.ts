import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

/**
 * The clean-data toggle of the maintenance page (spec 2 screen 11, §4, §7): a background job of the
 * region that deletes rows older than the system parameter del_syslog_time (seconds), in small batches.
 * The tables it cleans are listed in docs/architecture.md, "Data clean".
 */
export const DATA_CLEAN_TABLES = ['manager_visits', 'audit_log'] as const;
export type DataCleanTable = (typeof DATA_CLEAN_TABLES)[number];

/** idle: never run in this region; running; stopped: stopped by an operator; finished: nothing older was left. */
export const DATA_CLEAN_STATES = ['idle', 'running', 'stopped', 'finished'] as const;
export type DataCleanState = (typeof DATA_CLEAN_STATES)[number];

export const dataCleanStatus = z.object({
  state: z.enum(DATA_CLEAN_STATES),
  running: z.boolean(),
  /** Epoch milliseconds; null before the first run. */
  startedAt: z.number().nullable(),
  finishedAt: z.number().nullable(),
  /** Rows created before this instant (epoch ms) are deleted: the start time minus the retention. */
  cutoff: z.number().nullable(),
  retentionSeconds: z.number().int().nullable(),
  startedBy: z.string(),
  /** Rows removed by the current (or last) run, per table. */
  tables: z.array(z.object({ table: z.enum(DATA_CLEAN_TABLES), removed: z.number().int() })),
  removed: z.number().int(),
  batches: z.number().int(),
  /**
   * The retention a start would use now (del_syslog_time in seconds), null when it is unusable (a start is 15048):
   * the console names the cutoff in the question it asks before starting.
   */
  configuredRetentionSeconds: z.number().int().nullable(),
});
export type DataCleanStatus = z.infer<typeof dataCleanStatus>;

export const start = endpoint({
  service: 'region', method: 'POST', path: '/admin/data/clean', guard: 'maintenance', audit: 'dataCleanStart',
  summary: 'Starts the data-clean job of the region; 15047 while it runs, 15048 when del_syslog_time is missing or not a number of seconds',
  request: z.object({}),
  response: dataCleanStatus,
});

export const status = endpoint({
  service: 'region', method: 'POST', path: '/admin/data/clean/status', guard: 'maintenance', audit: null,
  summary: 'State of the data-clean job: running or not, start and finish time, rows removed per table',
  request: z.object({}),
  response: dataCleanStatus,
});

export const stop = endpoint({
  service: 'region', method: 'POST', path: '/admin/data/clean/stop', guard: 'maintenance', audit: 'dataCleanStop',
  summary: 'Stops the data-clean job after the batch under way (a batch is all or nothing); a job not running is left as it is',
  request: z.object({}),
  response: dataCleanStatus,
});
