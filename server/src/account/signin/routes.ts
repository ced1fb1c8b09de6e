import { auth } from '@gwn/contract';
import { registerEndpoint, type EndpointHost } from '../../core/register-endpoint.ts';
import type { SessionService } from './session-service.ts';
import type { SigninService } from './service.ts';

export function registerSigninRoutes(host: EndpointHost, signin: SigninService, session: SessionService): void {
  registerEndpoint(host, auth.checkMfaInfo, signin.checkMfaInfo);
  registerEndpoint(host, auth.login, signin.login);
  registerEndpoint(host, auth.sessionLogin, session.sessionLogin);
  registerEndpoint(host, auth.logout, session.logout);
  registerEndpoint(host, auth.accountCentreLogout, session.accountCentreLogout);
  registerEndpoint(host, auth.initialInfo, session.initialInfo);
  registerEndpoint(host, auth.wizardInitialInfo, session.initialInfo);
}
