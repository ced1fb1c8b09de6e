import type { FastifyBaseLogger } from 'fastify';
import type { AuditWriter } from '../../core/audit-writer.ts';
import type { Call } from '../../core/call.ts';
import type { EndpointHost } from '../../core/endpoint-host.ts';
import type { HandlersOf } from '../../core/handlers.ts';
import type { Authenticator } from '../../core/principal.ts';
import type { Config } from '../../config.ts';
import type { AccountDb } from '../../db/connect.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { CaptchaGenerator } from './captcha-generator.ts';

/** What every area of the account service may use: built once (account/service.ts). */
export interface AccountContext {
  config: Config;
  /** The account database, for work outside a call. */
  db: AccountDb;
  mailer: Mailer;
  /** Writes audit entries of events outside a call. */
  audit: AuditWriter;
  log: FastifyBaseLogger;
  /** The account service's own check of a credential (sessions table). */
  authenticator: Authenticator;
  /** Draws sign-in captchas; the raster generator unless a test supplies one whose answers it knows. */
  captcha: CaptchaGenerator;
}

export type AccountHost = EndpointHost<AccountDb, 'account'>;
export type AccountCall = Call<AccountDb>;
/** A handler for each account endpoint of contract module M (`{ … } satisfies AccountHandlers<typeof contract>` infers their types). */
export type AccountHandlers<M> = HandlersOf<M, 'account', AccountDb>;
/** An area of the account service: one register function, listed once in account/areas.ts. */
export type AccountArea = (host: AccountHost, ctx: AccountContext) => void | Promise<void>;
