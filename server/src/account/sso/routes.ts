import { sso } from '@gwn/contract';
import type { AccountArea } from '../shared/account-context.ts';
import { oidcFlow } from './flow.ts';
import { loadSecretKey, secretBox } from './secret-box.ts';
import { ssoService } from './service.ts';

/** Single sign-on with OpenID Connect: the providers' screen and the sign-in through them (issue #29). */
export const registerSso: AccountArea = (host, ctx) => {
  const box = secretBox(loadSecretKey(ctx.config.sso.secretKey, ctx.config.dataDir));
  const service = ssoService(ctx, oidcFlow({ clockToleranceSeconds: ctx.config.sso.clockToleranceSeconds }), box);
  host.handle(sso.providerList, service.list);
  host.handle(sso.providerAdd, service.add);
  host.handle(sso.providerEdit, service.edit);
  host.handle(sso.providerDelete, service.remove);
  host.handle(sso.providerTry, service.tryProvider);
  host.handle(sso.publicProviders, service.publicProviders);
  host.handle(sso.start, service.start);
  host.handle(sso.callback, service.callback);
  host.handle(sso.secondFactor, service.secondFactor);
};
