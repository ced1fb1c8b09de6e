import { sso } from '@gwn/contract';
import type { AccountArea } from '../shared/account-context.ts';
import { oidcFlow } from './flow.ts';
import { loadSecretKey, secretBox } from './secret-box.ts';
import { ssoService } from './service.ts';

/** Single sign-on with OpenID Connect: the providers' screen and the sign-in through them (issue #29). */
export const registerSso: AccountArea = (host, ctx) => {
  const box = secretBox(loadSecretKey(ctx.config.sso.secretKey, ctx.config.dataDir));
  const service = ssoService(ctx, oidcFlow({ clockToleranceSeconds: ctx.config.sso.clockToleranceSeconds }), box);
  host.handleAll(sso, {
    providerList: service.list,
    providerAdd: service.add,
    providerEdit: service.edit,
    providerDelete: service.remove,
    providerTry: service.tryProvider,
    publicProviders: service.publicProviders,
    start: service.start,
    callback: service.callback,
    secondFactor: service.secondFactor,
  });
};
