import { RetCode, type adminUsers, type auth } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import { requirePrincipal } from '../../core/call.ts';
import type { AccountCall, AccountContext } from '../shared/account-context.ts';
import { liveSessionsOf } from '../shared/session-list.ts';
import { sessionRepo } from '../shared/session-repo.ts';
import type { Req, Reply } from '../../core/handlers.ts';

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
    async sessionLogin(input: Req<typeof auth.sessionLogin>, call: AccountCall): Promise<Reply<typeof auth.sessionLogin>> {
      const me = requirePrincipal(call);
      // The console starts its session right after sign-in: the browser it names is what the session lists show.
      if (call.userAgent) await sessionRepo(call.db).setBrowserIfUnknown(me.sessionId, call.userAgent);
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

    initialInfo: async (): Promise<Reply<typeof auth.initialInfo>> => ({ account_domain: ctx.config.accountUrl }),

    /** The operator's own live sessions (the SessionsCard). */
    async mySessions(_input: unknown, call: AccountCall): Promise<Reply<typeof adminUsers.mySessions>> {
      const me = requirePrincipal(call);
      return { result: await liveSessionsOf(call.db, me.userId, ctx.config.sessionIdleMinutes, me.sessionId) };
    },

    /** Ends one of the operator's own sessions, this one included (that is a logout). */
    async endMySession(input: Req<typeof adminUsers.endMySession>, call: AccountCall): Promise<null> {
      const me = requirePrincipal(call);
      if (!(await sessionRepo(call.db).revokeOneOf(me.userId, input.sessionId))) throw new ApiError(RetCode.NotFound);
      call.audit.subject(me.account);
      call.audit.change({ session: input.sessionId }, { session: null });
      return null;
    },

    /** A region asks who a credential belongs to: never password hashes or second-factor secrets. */
    verify: async ({ token }: { token: string }) => ({ principal: await ctx.authenticator.verify(token) }),
  };
}
