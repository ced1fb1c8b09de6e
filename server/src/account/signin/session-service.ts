import type { auth, ParsedRequestOf, ResponseOf } from '@gwn/contract';
import type { Audit } from '../../core/audit.ts';
import { requirePrincipal, type RequestContext } from '../../core/request-context.ts';
import type { Config } from '../../config.ts';
import type { PersonalRepo } from '../personal/repo.ts';
import type { SessionRepo } from '../sessions/repo.ts';

/** What happens to a session after sign-in: starting the console in a language, and ending it. */
export function sessionService(deps: { config: Config; sessions: SessionRepo; personal: PersonalRepo; audit: Audit }) {
  const { sessions } = deps;
  return {
    async sessionLogin(input: ParsedRequestOf<typeof auth.sessionLogin>, ctx: RequestContext): Promise<ResponseOf<typeof auth.sessionLogin>> {
      const me = requirePrincipal(ctx);
      if (input.lang && input.lang !== me.lang) {
        await sessions.update(me.sessionId, { lang: input.lang });
        await deps.personal.setLang(me.userId, input.lang);
        await deps.audit(ctx, 'modifyLang', { lang: input.lang });
      }
      return { locale: input.lang ?? me.lang, name: me.name, region: me.region, mainAccount: me.mainAccount ? 1 : 0 };
    },

    async logout(_input: unknown, ctx: RequestContext): Promise<null> {
      const me = requirePrincipal(ctx);
      await sessions.revoke(me.sessionId);
      await deps.audit(ctx, 'logout');
      return null;
    },

    /** Public: a credential that is already invalid has nothing left to end, and that is still success. */
    async accountCentreLogout(_input: unknown, ctx: RequestContext): Promise<null> {
      if (!ctx.principal) return null;
      await sessions.revoke(ctx.principal.sessionId);
      await deps.audit(ctx, 'logout');
      return null;
    },

    async initialInfo(): Promise<ResponseOf<typeof auth.initialInfo>> {
      return { account_domain: deps.config.accountUrl };
    },
  };
}
export type SessionService = ReturnType<typeof sessionService>;
