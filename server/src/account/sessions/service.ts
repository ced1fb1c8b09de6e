import type { auth, ParsedRequestOf, ResponseOf } from '@gwn/contract';
import { requirePrincipal } from '../../core/call.ts';
import type { AccountCall, AccountContext } from '../shared/account-context.ts';
import { sessionRepo } from '../shared/session-repo.ts';

/** What happens to a session after sign-in: starting the console in a language, ending it, and regions asking about it. */
export function sessionService(ctx: AccountContext) {
  /** Ends the session a call presents; nothing to end is still success. */
  async function endSession(call: AccountCall): Promise<null> {
    if (!call.principal) {
      call.audit.nothingChanged();
      return null;
    }
    await sessionRepo(call.db).revoke(call.principal.sessionId);
    call.audit.subject(call.principal.account);
    return null;
  }

  return {
    async sessionLogin(input: ParsedRequestOf<typeof auth.sessionLogin>, call: AccountCall): Promise<ResponseOf<typeof auth.sessionLogin>> {
      const me = requirePrincipal(call);
      if (input.lang && input.lang !== me.lang) {
        await sessionRepo(call.db).setLang(me.sessionId, me.userId, input.lang);
        call.audit.change({ lang: me.lang }, { lang: input.lang });
      } else {
        call.audit.nothingChanged();
      }
      return { locale: input.lang ?? me.lang, name: me.name, region: me.region, mainAccount: me.mainAccount ? 1 : 0 };
    },

    logout: (_input: unknown, call: AccountCall) => endSession(call),

    /** Public: a credential that is already invalid has nothing left to end, and that is still success. */
    accountCentreLogout: (_input: unknown, call: AccountCall) => endSession(call),

    initialInfo: async (): Promise<ResponseOf<typeof auth.initialInfo>> => ({ account_domain: ctx.config.accountUrl }),

    /** A region asks who a credential belongs to: never password hashes or second-factor secrets. */
    verify: async ({ token }: { token: string }) => ({ principal: await ctx.authenticator.verify(token) }),
  };
}
