import { enterprises as contract, RetCode } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import { oneTimeTokenRepo } from '../shared/one-time-token-repo.ts';
import type { RegionCall, RegionContext } from '../shared/region-context.ts';
import { mfaRemovalMail } from './mfa-removal-mail.ts';
import { MFA_REMOVAL_MAIL_TOPIC } from './mfa-removal-state.ts';
import { enterpriseRepo } from './repo.ts';
import type { Req } from '../../core/handlers.ts';

const { ENTERPRISE_MFA } = contract;
const LINK_SECONDS = contract.MFA_REMOVAL_LINK_HOURS * 3600;

/**
 * Removing an enterprise's two-factor sign-in (spec 1 §3): an operator has a single-use link e-mailed to
 * the enterprise's contact, and the switch turns off only when the contact confirms it (mfa-removal-link.ts).
 */
export function mfaRemoval(ctx: RegionContext) {
  return {
    /** Disabled and pending (set up but never activated) alike have nothing to remove: 10056. */
    async request({ enterpriseId }: Req<typeof contract.resetMfa>, call: RegionCall): Promise<null> {
      const found = await enterpriseRepo(call.db).findByCenterId(enterpriseId);
      if (!found) throw new ApiError(RetCode.NotFound);
      if (found.googleAuth !== ENTERPRISE_MFA.enabled) throw new ApiError(RetCode.MfaNotEnabled);
      const token = await oneTimeTokenRepo(call.db).issue('remove-mfa', { id: found.id }, LINK_SECONDS);
      const link = new URL(`${contract.confirmResetMfa.path}?token=${token}`, ctx.publicUrl()).toString();
      // Queued with the link in this transaction and sent after the commit: the caller never waits for the
      // mail server, and what became of the message is the removal's state (mfa-removal-state.ts).
      await ctx.outbox.send(call, { to: found.email, ...mfaRemovalMail({ name: found.username, enterprise: found.enterpriseName, link }) }, {
        topic: MFA_REMOVAL_MAIL_TOPIC, ref: String(found.id),
      });
      call.audit.subject(found.enterpriseName);
      call.audit.note({ centerEnterpriseId: enterpriseId, email: found.email });
      return null;
    },
  };
}
