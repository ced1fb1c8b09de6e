import { enterprises as contract, RetCode } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import { outboxRepo } from '../../mail/outbox-repo.ts';
import type { RegionCall } from '../shared/region-context.ts';
import { enterpriseRepo } from './repo.ts';
import type { Req, Reply } from '../../core/handlers.ts';

/** The outbox topic of removal e-mails; their ref is the enterprise's row id. */
export const MFA_REMOVAL_MAIL_TOPIC = 'mfa-removal';

type State = Reply<typeof contract.resetMfaState>;

/** What became of an enterprise's latest MFA-removal e-mail (the request only queues it; the outbox sends it). */
export async function mfaRemovalState({ enterpriseId }: Req<typeof contract.resetMfaState>, call: RegionCall): Promise<State> {
  const found = await enterpriseRepo(call.db).findByCenterId(enterpriseId);
  if (!found) throw new ApiError(RetCode.NotFound);
  const mail = await outboxRepo(call.db).latest(MFA_REMOVAL_MAIL_TOPIC, String(found.id));
  if (!mail) return { state: 'none', email: null, requestedAt: null, sentAt: null, attempts: 0, error: null };
  return {
    state: mail.status === 'pending' ? 'sending' : mail.status,
    email: mail.toAddress, requestedAt: mail.createdAt.getTime(), sentAt: mail.sentAt?.getTime() ?? null,
    attempts: mail.attempts, error: mail.lastError,
  };
}
