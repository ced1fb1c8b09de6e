import type { FastifyBaseLogger } from 'fastify';
import type { RegionName } from '@gwn/contract';
import type { AuditWriter } from '../../core/audit-writer.ts';
import type { CallLimiter } from '../../core/call-limits.ts';
import type { Call } from '../../core/call.ts';
import type { EndpointHost } from '../../core/endpoint-host.ts';
import type { HandlersOf } from '../../core/handlers.ts';
import type { Config } from '../../config.ts';
import type { RegionDb } from '../../db/connect.ts';
import type { MailOutbox } from '../../mail/mail-outbox.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { FileStore } from '../../storage/file-store.ts';

/** What every area of a region service may use: built once per service (region/service.ts). */
export interface RegionContext {
  config: Config;
  region: RegionName;
  /** The region's database, for work outside a call (background jobs, caches, streamed exports). */
  db: RegionDb;
  files: FileStore;
  /** Sends now: only for jobs (the notice sender), never inside a call's transaction. */
  mailer: Mailer;
  /** E-mail a call sends: queued in its transaction, delivered after the commit (docs/architecture.md, "Background jobs"). */
  outbox: MailOutbox;
  /** Writes audit entries of work outside a call (a transfer job finishing). */
  audit: AuditWriter;
  log: FastifyBaseLogger;
  /** The counts of open-API calls against their API limits (the limit screen reads usage from them). */
  callLimiter: CallLimiter;
  /** This region's public admin address (read per use: tests learn it only once the service listens). */
  publicUrl(): string;
  /** Where this region reaches the account service's internal endpoints (with config.internalSecret). */
  accountInternalUrl: string;
}

/** Where a region area registers its endpoints. */
export type RegionHost = EndpointHost<RegionDb, 'region'>;
/** A handler for each region endpoint of contract module M (`{ … } satisfies RegionHandlers<typeof contract>` infers their types). */
export type RegionHandlers<M> = HandlersOf<M, 'region', RegionDb>;
/** One call to a region endpoint. */
export type RegionCall = Call<RegionDb>;
/** An area of the region service: one register function, listed once in region/areas.ts. */
export type RegionArea = (host: RegionHost, ctx: RegionContext) => void | Promise<void>;
