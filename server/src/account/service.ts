import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import type { AccountDb } from '../db/connect.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { CaptchaGenerator } from './captcha/generator.ts';
import { registerSigninAreas } from './signin-areas.ts';
import { localAuthenticator } from './sessions/local-authenticator.ts';
import { registerInternalSessionRoutes } from './sessions/internal-routes.ts';
import { sessionRepo } from './sessions/repo.ts';

export interface AccountServiceDeps {
  config: Config;
  db: AccountDb;
  mailer: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** Draws sign-in captchas; svg-captcha unless a test supplies one whose answers it knows. */
  captcha?: CaptchaGenerator;
}

/** The global account service: operators, roles, sessions and sign-in, the region directory. */
export async function createAccountService(deps: AccountServiceDeps): Promise<FastifyInstance> {
  const sessions = sessionRepo(deps.db);
  const authenticator = localAuthenticator(sessions, deps.config.sessionIdleMinutes);
  return buildApp({
    kind: 'account',
    name: 'account',
    authenticator,
    corsOrigins: deps.config.corsOrigins,
    logger: deps.logger,
    register: async (host) => {
      registerInternalSessionRoutes(host.app, authenticator, deps.config.internalSecret);
      registerSigninAreas(host, { config: deps.config, db: deps.db, sessions, authenticator, captchaGenerator: deps.captcha });
    },
  });
}
