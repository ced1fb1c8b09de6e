import type { FastifyInstance } from 'fastify';
import type { LogSettings } from '../core/logging.ts';
import { buildApp } from '../app.ts';
import { auditWriter } from '../core/audit-writer.ts';
import { createEndpointHost } from '../core/endpoint-host.ts';
import type { Config } from '../config.ts';
import { accountAuditLog } from '../db/account-schema.ts';
import type { AccountDb } from '../db/connect.ts';
import type { Mailer } from '../mail/mailer.ts';
import { ACCOUNT_AREAS } from './areas.ts';
import type { AccountContext } from './shared/account-context.ts';
import { rasterCaptchaGenerator, type CaptchaGenerator } from './shared/captcha-generator.ts';
import { localAuthenticator } from './shared/local-authenticator.ts';

export interface AccountServiceDeps {
  config: Config;
  db: AccountDb;
  mailer: Mailer;
  logger?: LogSettings;
  /** Draws sign-in captchas; the raster generator unless a test supplies one whose answers it knows. */
  captcha?: CaptchaGenerator;
}

/** The global account service: operators, roles, sessions and sign-in, the region directory. */
export async function createAccountService(deps: AccountServiceDeps): Promise<FastifyInstance> {
  const app = await buildApp({ name: 'account', http: deps.config, resourcePolicy: 'same-origin', logger: deps.logger });
  const audit = auditWriter(accountAuditLog);
  const authenticator = localAuthenticator(deps.db, audit, deps.config.sessionIdleMinutes);
  const ctx: AccountContext = {
    config: deps.config, db: deps.db, mailer: deps.mailer, audit, log: app.log,
    authenticator, captcha: deps.captcha ?? rasterCaptchaGenerator,
  };
  const host = createEndpointHost(app, {
    service: 'account', db: deps.db, audit: ctx.audit, guard: { authenticator, internalSecret: deps.config.internalSecret },
  });
  for (const register of ACCOUNT_AREAS) await register(host, ctx);
  return app;
}
