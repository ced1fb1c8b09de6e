import QRCode from 'qrcode';
import { RetCode, personal, type ParsedRequestOf, type ResponseOf } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import { requirePrincipal } from '../../core/call.ts';
import type { AccountCall, AccountContext } from '../shared/account-context.ts';
import { hashRecoveryCode, newRecoveryCodes } from '../shared/recovery-codes.ts';
import { sessionRepo } from '../shared/session-repo.ts';
import { clearTwoFactor } from '../shared/two-factor-store.ts';
import { twoFactorRepo } from '../shared/two-factor-repo.ts';
import { anyStepMatches, matchConsecutiveSteps, newTotpSecret, normaliseSecret, otpauthUri } from '../shared/totp.ts';
import { webauthnService } from '../shared/webauthn.ts';

type SaveInput = ParsedRequestOf<typeof personal.saveMfaInfo>;
const TYPE_NAMES = ['app', 'totp', 'fido'] as const;

/**
 * The operator's own second factor (spec 3 §4): enrolment of an authenticator app (0), a hardware TOTP
 * token (1) or FIDO2 keys (2); ten recovery codes per enrolment; removal. Turning it on or off ends the
 * operator's other sessions, so a session opened before the change does not outlive it.
 */
export function twoFactorService(ctx: AccountContext) {
  const webauthn = webauthnService(ctx.config.webauthn);

  async function stateOf(call: AccountCall) {
    const me = requirePrincipal(call);
    const state = await twoFactorRepo(call.db).stateOf(me.userId);
    if (!state) throw new ApiError(RetCode.SessionEnded);
    return { me, state };
  }

  /** Types 0 and 1: the secret and two consecutive codes of it; returns the canonical secret and the last step used. */
  async function checkTotpEnrolment(call: AccountCall, userId: number, input: SaveInput) {
    if (!input.secret) throw new ApiError(RetCode.MfaKeyFormat);
    const secret = normaliseSecret(input.secret);
    if (!secret) throw new ApiError(RetCode.MfaKeyFormat);
    if (await twoFactorRepo(call.db).secretInUse(secret, userId)) throw new ApiError(RetCode.MfaKeyUsed);
    const [code1, code2] = [input.code1 ?? '', input.code2 ?? ''];
    if (!code1 || !code2) throw new ApiError(RetCode.MfaCodeEmpty);
    if (!/^\d{6}$/.test(code1) || !/^\d{6}$/.test(code2)) throw new ApiError(RetCode.MfaCodeWrong);
    if (code1 === code2) throw new ApiError(RetCode.MfaSameCodeTwice);
    const step = matchConsecutiveSteps(secret, code1, code2);
    if (step !== null) return { secret, step };
    // Codes of this secret, but not one after the other; or codes the secret never produces.
    if (anyStepMatches(secret, code1) || anyStepMatches(secret, code2)) throw new ApiError(RetCode.MfaCodesDiffer);
    throw new ApiError(RetCode.MfaKeyInvalid);
  }

  return {
    /** A fresh secret for an authenticator app, with the QR image of its otpauth:// URI. Nothing is stored until save. */
    async getGoogleAuth(_input: ParsedRequestOf<typeof personal.getGoogleAuth>, call: AccountCall): Promise<ResponseOf<typeof personal.getGoogleAuth>> {
      const { state } = await stateOf(call);
      const secret = newTotpSecret();
      const url = await QRCode.toDataURL(otpauthUri(secret, state.account, ctx.config.webauthn.rpName), { errorCorrectionLevel: 'M', margin: 1, width: 200 });
      return { url, secret };
    },

    async fidoRegisterOptions(_input: unknown, call: AccountCall): Promise<ResponseOf<typeof personal.fidoRegisterOptions>> {
      const { me, state } = await stateOf(call);
      if (state.googleAuth === 1) throw new ApiError(RetCode.MfaAlreadyEnabled);
      const options = await webauthn.registrationOptions(call.db, { id: me.userId, account: state.account, name: state.name });
      return { options: options as unknown as Record<string, unknown> };
    },

    async saveMfaInfo(input: SaveInput, call: AccountCall): Promise<ResponseOf<typeof personal.saveMfaInfo>> {
      const { me, state } = await stateOf(call);
      if (input.authAccount !== state.account) throw new ApiError(RetCode.MfaAccountMismatch);
      if (state.googleAuth === 1) throw new ApiError(RetCode.MfaAlreadyEnabled);
      const repo = twoFactorRepo(call.db);
      if (input.clientType === personal.MFA_TYPES.fido) {
        if (!input.credential) throw new ApiError(RetCode.SecurityKeyNotRegistered);
        await webauthn.register(call.db, me.userId, input.credential);
        await repo.enable(me.userId, { clientType: input.clientType, totpSecret: null, totpLastStep: null });
      } else {
        const { secret, step } = await checkTotpEnrolment(call, me.userId, input);
        // The codes typed here cannot sign in again: the last step is claimed.
        await repo.enable(me.userId, { clientType: input.clientType, totpSecret: secret, totpLastStep: step });
      }
      const recoveryCodes = newRecoveryCodes();
      await repo.replaceRecoveryCodes(me.userId, recoveryCodes.map(hashRecoveryCode));
      await sessionRepo(call.db).revokeOthersOf(me.userId, me.sessionId);
      call.audit.subject(state.account);
      call.audit.change(
        { googleAuth: state.googleAuth, clientType: TYPE_NAMES[state.clientType] ?? state.clientType, recoveryCodes: 0 },
        { googleAuth: 1, clientType: TYPE_NAMES[input.clientType], recoveryCodes: recoveryCodes.length },
      );
      return { recoveryCodes };
    },

    async closeMfa(_input: unknown, call: AccountCall): Promise<null> {
      const { me, state } = await stateOf(call);
      if (state.googleAuth !== 1) throw new ApiError(RetCode.MfaNotEnabled);
      await clearTwoFactor(call.db, me.userId);
      await sessionRepo(call.db).revokeOthersOf(me.userId, me.sessionId);
      call.audit.subject(state.account);
      call.audit.change({ googleAuth: 1, clientType: TYPE_NAMES[state.clientType] ?? state.clientType }, { googleAuth: 0, clientType: null });
      return null;
    },
  };
}
