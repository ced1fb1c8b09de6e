import { EventEmitter } from 'node:events';

/** What a job runner did: claimed units, a unit done, a failed attempt to retry, a unit failed for good, a failed claim. */
export type JobEventType = 'claimed' | 'done' | 'retry' | 'failed' | 'error';

export interface JobEvent {
  /** The service running the job: "region US". */
  service: string;
  /** The job kind: notice-mail, mail-outbox, data-clean, transfer, … */
  kind: string;
  /** The runner (one per kind per copy of a service). */
  owner: string;
  type: JobEventType;
  /** Units the event is about (a claim takes several at once). */
  count: number;
}

/**
 * Every job runner of the process reports here (`jobEvents.on('job', (e: JobEvent) => …)`), so metrics can
 * count units claimed, done and failed per kind without the kernel knowing about them.
 */
export const jobEvents = new EventEmitter<{ job: [JobEvent] }>();

export interface JobQueue { service: string; kind: string; owner: string; depth(): Promise<number> }

const queues = new Set<JobQueue>();

/** The queues of the runners running in this process, each with its depth (units due or under way). */
export function jobQueues(): readonly JobQueue[] {
  return [...queues];
}

/** Runners list themselves while they run (job-runner.ts). */
export function listQueue(queue: JobQueue): () => void {
  queues.add(queue);
  return () => { queues.delete(queue); };
}
