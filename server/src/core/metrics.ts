import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { JobEventType } from './jobs/job-events.ts';

export type MailOutcome = 'sent' | 'failed';
export interface PoolReading { total: number; idle: number; waiting: number }

/**
 * One service's measurements, published at its /metrics in Prometheus text (README, "Metrics").
 * Each service has its own registry, labelled with its name, so four services in one process
 * (`npm start`) do not mix their counts; the process's own figures (CPU, memory, event loop) come once per process.
 */
export interface ServiceMetrics {
  readonly registry: Registry;
  /** An answered call: its route (the endpoint's path), method, HTTP status, retCode and time. */
  call(route: string, method: string, status: number, retCode: number, seconds: number): void;
  /** An upload starts streaming; the returned function ends it with the bytes it received. */
  uploadStarted(): (bytes: number) => void;
  /** An e-mail handed to the SMTP server, or failed for good. */
  mail(outcome: MailOutcome): void;
  /** Units of a background job claimed, done, retried or failed for good, or a failed claim (the job kernel reports these). */
  jobEvent(kind: string, event: JobEventType, count?: number): void;
  /** How many units of a job kind wait: read at each scrape (the job kernel registers one reader per kind). */
  queueDepth(kind: string, read: () => number | Promise<number>): void;
  /** The database pool's connections: read at each scrape (PostgreSQL only). */
  pool(read: () => PoolReading): void;
}

/** Call latency buckets in seconds: most calls take milliseconds; exports and uploads take seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120];

export function createServiceMetrics(service: string): ServiceMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  const registers = [registry];
  const calls = new Counter({
    name: 'gwn_calls_total', help: 'Calls answered, by route, method, HTTP status and retCode', labelNames: ['route', 'method', 'status', 'ret_code'], registers,
  });
  const latency = new Histogram({
    name: 'gwn_call_duration_seconds', help: 'Time from request to answer, by route and method', labelNames: ['route', 'method'],
    buckets: LATENCY_BUCKETS, registers,
  });
  const uploadsInFlight = new Gauge({ name: 'gwn_uploads_in_flight', help: 'Uploads streaming into the service now', registers });
  const uploadBytes = new Counter({ name: 'gwn_upload_bytes_total', help: 'Bytes received by uploads (finished, refused or cut)', registers });
  const mails = new Counter({ name: 'gwn_emails_total', help: 'E-mails sent or failed for good', labelNames: ['outcome'], registers });
  const jobs = new Counter({ name: 'gwn_jobs_total', help: 'Units of background work claimed, done, retried and failed, and failed claims, by job kind', labelNames: ['kind', 'event'], registers });
  for (const outcome of ['sent', 'failed'] as const) mails.inc({ outcome }, 0);

  const depthReaders = new Map<string, () => number | Promise<number>>();
  new Gauge({
    name: 'gwn_job_queue_depth', help: 'Units of background work waiting, by job kind', labelNames: ['kind'], registers,
    async collect() {
      for (const [kind, read] of depthReaders) this.set({ kind }, await read());
    },
  });
  let poolReader: (() => PoolReading) | undefined;
  const poolGauge = (name: string, help: string, field: keyof PoolReading) => new Gauge({
    name, help, registers,
    collect() { if (poolReader) this.set(poolReader()[field]); },
  });
  poolGauge('gwn_db_pool_connections', 'Connections the pool holds open to PostgreSQL', 'total');
  poolGauge('gwn_db_pool_idle', 'Open connections no call is using', 'idle');
  poolGauge('gwn_db_pool_waiting', 'Calls waiting for a connection', 'waiting');

  return {
    registry,
    call(route, method, status, retCode, seconds) {
      calls.inc({ route, method, status: String(status), ret_code: String(retCode) });
      latency.observe({ route, method }, seconds);
    },
    uploadStarted() {
      uploadsInFlight.inc();
      let ended = false;
      return (bytes) => {
        if (ended) return;
        ended = true;
        uploadsInFlight.dec();
        uploadBytes.inc(bytes);
      };
    },
    mail: (outcome) => { mails.inc({ outcome }); },
    jobEvent: (kind, event, count = 1) => { jobs.inc({ kind, event }, count); },
    queueDepth: (kind, read) => { depthReaders.set(kind, read); },
    pool: (read) => { poolReader = read; },
  };
}

let processRegistry: Registry | undefined;

/** The process's own figures (CPU, memory, event-loop lag, handles), collected once per process. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'gwn_' });
  }
  return processRegistry;
}

/** The text a scrape of one service's /metrics receives: the process's figures, then the service's. */
export async function metricsText(metrics: ServiceMetrics): Promise<string> {
  return (await processMetrics().metrics()) + (await metrics.registry.metrics());
}

export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';
