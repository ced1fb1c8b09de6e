import type { auth, ParsedRequestOf } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import type { Audit } from '../../core/audit.ts';
import { requirePrincipal, type RequestContext } from '../../core/request-context.ts';
import type { SessionRepo } from '../sessions/repo.ts';
import { hashPassword, passwordMatches } from '../users/password.ts';
import type { PersonalRepo } from './repo.ts';

/** The operator's own password and language. */
export function personalService(deps: { repo: PersonalRepo; sessions: SessionRepo; audit: Audit }) {
  const { repo, sessions } = deps;
  return {
    /** A new password ends every session of the operator, this one included (DESIGN §1). */
    async resetPassword(input: ParsedRequestOf<typeof auth.resetPassword>, ctx: RequestContext): Promise<null> {
      const me = requirePrincipal(ctx);
      const current = await repo.passwordHashOf(me.userId);
      if (!current || !(await passwordMatches(current, input.oldPassword))) throw new ApiError(10033);
      if (input.password === input.oldPassword) throw new ApiError(10036);
      await repo.setPasswordHash(me.userId, await hashPassword(input.password));
      await sessions.revokeAllOf(me.userId);
      await deps.audit(ctx, 'resetPassword');
      return null;
    },

    async modifyLang(input: ParsedRequestOf<typeof auth.modifyLang>, ctx: RequestContext): Promise<null> {
      const me = requirePrincipal(ctx);
      await repo.setLang(me.userId, input.lang);
      await sessions.update(me.sessionId, { lang: input.lang });
      await deps.audit(ctx, 'modifyLang', { lang: input.lang });
      return null;
    },
  };
}
export type PersonalService = ReturnType<typeof personalService>;
