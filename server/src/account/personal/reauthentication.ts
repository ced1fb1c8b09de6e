import { RetCode, personal } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import type { AccountCall } from '../shared/account-context.ts';
import { passwordMatches } from '../shared/password.ts';
import type { WebauthnService } from '../shared/webauthn.ts';
import { personalRepo } from './repo.ts';

/** What a call that changes the account's protection carries to prove the operator is at the keyboard. */
export interface IdentityProof { password?: string; webauthn?: Record<string, unknown> }

/**
 * Re-authentication (issue #23; OWASP ASVS V2/V3): turning the second factor off, enrolling one (which issues
 * recovery codes), adding or removing a security key need the current password, or, for an operator whose
 * factor is FIDO2, a fresh assertion of one of their keys (a `confirm` challenge, never a sign-in's). A stolen
 * session alone changes none of it. A refusal throws, so the call writes nothing — and it is not a sign-in
 * attempt, so it counts toward no lock (like the password of modify_email and of an admin's delete).
 */
export function reauthentication(webauthn: WebauthnService) {
  return async function confirmIdentity(call: AccountCall, user: { id: number; googleAuth: number; clientType: number }, proof: IdentityProof): Promise<void> {
    if (proof.password) {
      const hash = await personalRepo(call.db).passwordHashOf(user.id);
      if (!hash || !(await passwordMatches(hash, proof.password))) throw new ApiError(RetCode.PasswordIncorrect);
      return;
    }
    const keyOperator = user.googleAuth === 1 && user.clientType === personal.MFA_TYPES.fido;
    if (proof.webauthn && keyOperator) {
      await webauthn.authenticate(call.db, user.id, proof.webauthn, new Date(), 'confirm');
      return;
    }
    throw new ApiError(RetCode.ReauthRequired);
  };
}
