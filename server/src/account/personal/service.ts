import { RetCode, type auth, type ParsedRequestOf } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import { requirePrincipal } from '../../core/call.ts';
import type { AccountCall } from '../shared/account-context.ts';
import { hashPassword, passwordMatches } from '../shared/password.ts';
import { sessionRepo } from '../shared/session-repo.ts';
import { personalRepo } from './repo.ts';

/** The operator's own password and language. */
export function personalService() {
  return {
    /** A new password ends every session of the operator, this one included (DESIGN §1). */
    async resetPassword(input: ParsedRequestOf<typeof auth.resetPassword>, call: AccountCall): Promise<null> {
      const me = requirePrincipal(call);
      const repo = personalRepo(call.db);
      const current = await repo.passwordHashOf(me.userId);
      if (!current || !(await passwordMatches(current, input.oldPassword))) throw new ApiError(RetCode.OldPasswordWrong);
      if (input.password === input.oldPassword) throw new ApiError(RetCode.NewPasswordSameAsOld);
      await repo.setPasswordHash(me.userId, await hashPassword(input.password));
      await sessionRepo(call.db).revokeAllOf(me.userId);
      call.audit.subject(me.account);
      call.audit.change({ password: 'old' }, { password: 'new' });
      return null;
    },

    async modifyLang(input: ParsedRequestOf<typeof auth.modifyLang>, call: AccountCall): Promise<null> {
      const me = requirePrincipal(call);
      await sessionRepo(call.db).setLang(me.sessionId, me.userId, input.lang);
      call.audit.change({ lang: me.lang }, { lang: input.lang });
      return null;
    },
  };
}
