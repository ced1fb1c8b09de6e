import type { Authenticator } from '../core/principal.ts';
import { auditWriter } from '../core/audit.ts';
import type { EndpointHost } from '../core/register-endpoint.ts';
import type { Config } from '../config.ts';
import { accountAuditLog } from '../db/account-schema.ts';
import type { AccountDb } from '../db/connect.ts';
import { svgCaptchaGenerator, type CaptchaGenerator } from './captcha/generator.ts';
import { captchaRepo } from './captcha/repo.ts';
import { registerCaptchaRoutes } from './captcha/routes.ts';
import { captchaService } from './captcha/service.ts';
import { registerMenuRoutes } from './menus/routes.ts';
import { personalRepo } from './personal/repo.ts';
import { registerPersonalRoutes } from './personal/routes.ts';
import { personalService } from './personal/service.ts';
import { regionRepo } from './regions/repo.ts';
import { registerRegionRoutes } from './regions/routes.ts';
import { regionService } from './regions/service.ts';
import type { SessionRepo } from './sessions/repo.ts';
import { signinRepo } from './signin/repo.ts';
import { registerSigninRoutes } from './signin/routes.ts';
import { signinService } from './signin/service.ts';
import { sessionService } from './signin/session-service.ts';
import { unknownAccountFailures } from './signin/unknown-accounts.ts';

export interface SigninAreaDeps {
  config: Config;
  db: AccountDb;
  sessions: SessionRepo;
  authenticator: Authenticator;
  /** Tests pass a generator whose answer they know; the product draws real captchas. */
  captchaGenerator?: CaptchaGenerator;
}

/** Sign-in and what surrounds it: captcha, session calls, menus, the region directory, own password and language. */
export function registerSigninAreas(host: EndpointHost, deps: SigninAreaDeps): void {
  const { config, db, sessions } = deps;
  const audit = auditWriter(db, accountAuditLog);
  const captcha = captchaService(captchaRepo(db), deps.captchaGenerator ?? svgCaptchaGenerator, () => config.captchaTtlSeconds);
  const personal = personalRepo(db);
  const signin = signinService({
    config, repo: signinRepo(db), captcha, sessions, authenticator: deps.authenticator, audit,
    unknownAccounts: unknownAccountFailures(() => config),
  });
  registerCaptchaRoutes(host, captcha);
  registerSigninRoutes(host, signin, sessionService({ config, sessions, personal, audit }));
  registerMenuRoutes(host);
  registerRegionRoutes(host, regionService({ config, repo: regionRepo(db), sessions, audit }));
  registerPersonalRoutes(host, personalService({ repo: personal, sessions, audit }));
}
