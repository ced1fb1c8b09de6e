import QRCode from 'qrcode';
import { RetCode, personal } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import { requirePrincipal } from '../../core/call.ts';
import type { AccountCall, AccountContext } from '../shared/account-context.ts';
import { hashRecoveryCode, newRecoveryCodes } from '../shared/recovery-codes.ts';
import { sessionRepo } from '../shared/session-repo.ts';
import { clearTwoFactor } from '../shared/two-factor-store.ts';
import { ENROLMENT_TTL_MS, twoFactorRepo, type ListedKey } from '../shared/two-factor-repo.ts';
import { matchCodePair, newTotpSecret, otpauthUri, parseSecret } from '../shared/totp.ts';
import { webauthnService } from '../shared/webauthn.ts';
import { reauthentication } from './reauthentication.ts';
import type { Req, Reply } from '../../core/handlers.ts';

type SaveInput = Req<typeof personal.saveMfaInfo>;
const TYPE_NAMES = ['app', 'totp', 'fido'] as const;
const { app, fido } = personal.MFA_TYPES;

const SECRET_REFUSALS = {
  missing: RetCode.MfaKeyFormat, length: RetCode.MfaKeyFormat, alphabet: RetCode.MfaSecretNotBase32, short: RetCode.MfaSecretTooShort,
} as const;
const CODE_PAIR_REFUSALS = {
  reversed: RetCode.MfaCodesReversed, old: RetCode.MfaCodesTooOld, ahead: RetCode.MfaCodesAhead,
  notConsecutive: RetCode.MfaCodesDiffer, foreign: RetCode.MfaKeyInvalid,
} as const;

const listedKey = (k: ListedKey) => ({ id: k.id, name: k.name, createdAt: k.createdAt.toISOString(), lastUsedAt: k.lastUsedAt?.toISOString() ?? null });

/** googleAuth as it stands now: a pending enrolment whose time ran out counts as disabled. */
export function effectiveGoogleAuth(state: { googleAuth: number; mfaPendingUntil: Date | null }, now = new Date()): number {
  return state.googleAuth === 2 && (!state.mfaPendingUntil || state.mfaPendingUntil <= now) ? 0 : state.googleAuth;
}

/** A typed code: 10053 empty, 1110086 a character that is no digit, 1110087 not six digits. */
function checkCodeShape(code: string): void {
  if (!code) throw new ApiError(RetCode.MfaCodeEmpty);
  if (!/^\d+$/.test(code)) throw new ApiError(RetCode.MfaCodeNotDigits);
  if (code.length !== 6) throw new ApiError(RetCode.MfaCodeLength);
}

/**
 * The operator's own second factor (spec 3 §4): enrolment of an authenticator app (0), a hardware TOTP
 * token (1) or FIDO2 keys (2); ten recovery codes per enrolment; more keys; removal. Asking for an app
 * secret or for key options starts a pending enrolment (googleAuth 2) that lapses after ten minutes.
 * Turning two-factor on or off ends the operator's other sessions, so a session opened before the change
 * does not outlive it.
 */
export function twoFactorService(ctx: AccountContext) {
  const webauthn = webauthnService(ctx.config.webauthn);
  const confirmIdentity = reauthentication(webauthn);

  async function stateOf(call: AccountCall) {
    const me = requirePrincipal(call);
    const state = await twoFactorRepo(call.db).stateOf(me.userId);
    if (!state) throw new ApiError(RetCode.SessionEnded);
    return { me, state: { ...state, googleAuth: effectiveGoogleAuth(state) } };
  }

  /** Types 0 and 1: the secret and two consecutive codes of it; returns the canonical secret and the last step used. */
  async function checkTotpEnrolment(call: AccountCall, userId: number, input: SaveInput, issuedSecret: string | null) {
    const parsed = parseSecret(input.secret);
    if ('refused' in parsed) throw new ApiError(SECRET_REFUSALS[parsed.refused]);
    const { secret } = parsed;
    // An app's secret comes from get_google_auth: only the newest one issued, while it is pending, enrols.
    if (input.clientType === app) {
      if (!issuedSecret) throw new ApiError(RetCode.MfaEnrolmentExpired);
      if (secret !== issuedSecret) throw new ApiError(RetCode.MfaSecretNotIssued);
    }
    if (await twoFactorRepo(call.db).secretInUse(secret, userId)) throw new ApiError(RetCode.MfaKeyUsed);
    const [code1, code2] = [input.code1 ?? '', input.code2 ?? ''];
    if (!code1 || !code2) throw new ApiError(RetCode.MfaCodeEmpty);
    checkCodeShape(code1);
    checkCodeShape(code2);
    if (code1 === code2) throw new ApiError(RetCode.MfaSameCodeTwice);
    const pair = matchCodePair(secret, code1, code2);
    if ('refused' in pair) {
      // The app's secret is the service's own (the QR code): what is wrong is the entry or the phone, not the key.
      if (pair.refused === 'foreign' && input.clientType === app) throw new ApiError(RetCode.MfaAppCodesWrong);
      throw new ApiError(CODE_PAIR_REFUSALS[pair.refused]);
    }
    return { secret, step: pair.step };
  }

  /** Enrolment done: googleAuth 1, fresh recovery codes, the other sessions ended, the change audited. */
  async function finishEnrolment(call: AccountCall, me: { userId: number; sessionId: number }, before: { googleAuth: number; clientType: number }, clientType: number) {
    const recoveryCodes = newRecoveryCodes();
    await twoFactorRepo(call.db).replaceRecoveryCodes(me.userId, recoveryCodes.map(hashRecoveryCode));
    await sessionRepo(call.db).revokeOthersOf(me.userId, me.sessionId);
    call.audit.change(
      { googleAuth: before.googleAuth, clientType: before.googleAuth ? TYPE_NAMES[before.clientType] ?? before.clientType : null, recoveryCodes: 0 },
      { googleAuth: 1, clientType: TYPE_NAMES[clientType], recoveryCodes: recoveryCodes.length },
    );
    return { recoveryCodes };
  }

  return {
    /** A fresh secret for an authenticator app, with the QR image of its otpauth:// URI; the enrolment is pending until saved. */
    async getGoogleAuth(_input: Req<typeof personal.getGoogleAuth>, call: AccountCall): Promise<Reply<typeof personal.getGoogleAuth>> {
      const { me, state } = await stateOf(call);
      if (state.googleAuth === 1) throw new ApiError(RetCode.MfaAlreadyEnabled);
      const secret = newTotpSecret();
      await twoFactorRepo(call.db).markPending(me.userId, { clientType: app, totpSecret: secret, until: new Date(Date.now() + ENROLMENT_TTL_MS) });
      const url = await QRCode.toDataURL(otpauthUri(secret, state.account, ctx.config.webauthn.rpName), { errorCorrectionLevel: 'M', margin: 1, width: 200 });
      return { url, secret };
    },

    /** Options for a first key (the enrolment becomes pending) or, while FIDO2 is the factor, for one more key. */
    async fidoRegisterOptions(_input: unknown, call: AccountCall): Promise<Reply<typeof personal.fidoRegisterOptions>> {
      const { me, state } = await stateOf(call);
      const addingKey = state.googleAuth === 1 && state.clientType === fido;
      if (state.googleAuth === 1 && !addingKey) throw new ApiError(RetCode.MfaAlreadyEnabled);
      if (!addingKey) {
        await twoFactorRepo(call.db).markPending(me.userId, { clientType: fido, totpSecret: null, until: new Date(Date.now() + ENROLMENT_TTL_MS) });
      }
      const options = await webauthn.registrationOptions(call.db, { id: me.userId, account: state.account, name: state.name });
      return { options: options as unknown as Record<string, unknown> };
    },

    async saveMfaInfo(input: SaveInput, call: AccountCall): Promise<Reply<typeof personal.saveMfaInfo>> {
      const { me, state } = await stateOf(call);
      await confirmIdentity(call, { id: me.userId, ...state }, input);
      if (input.authAccount !== state.account) throw new ApiError(RetCode.MfaAccountMismatch);
      if (state.googleAuth === 1) throw new ApiError(RetCode.MfaAlreadyEnabled);
      call.audit.subject(state.account);
      const repo = twoFactorRepo(call.db);
      if (input.clientType === fido) {
        if (!input.credential) throw new ApiError(RetCode.SecurityKeyNotRegistered);
        await webauthn.register(call.db, me.userId, input.credential, input.keyName || 'Security key 1');
        await repo.enable(me.userId, { clientType: fido, totpSecret: null, totpLastStep: null });
      } else {
        const issued = state.googleAuth === 2 && state.clientType === app ? state.totpSecret : null;
        const { secret, step } = await checkTotpEnrolment(call, me.userId, input, issued);
        // The codes typed here cannot sign in again: the last step is claimed.
        await repo.enable(me.userId, { clientType: input.clientType, totpSecret: secret, totpLastStep: step });
      }
      return finishEnrolment(call, me, state, input.clientType);
    },

    async fidoKeys(_input: unknown, call: AccountCall): Promise<Reply<typeof personal.fidoKeys>> {
      const me = requirePrincipal(call);
      return (await twoFactorRepo(call.db).listKeys(me.userId)).map(listedKey);
    },

    /** Options for confirming it is the operator with one of their keys (re-authentication); FIDO2 operators only. */
    async fidoConfirmOptions(_input: unknown, call: AccountCall): Promise<Reply<typeof personal.fidoConfirmOptions>> {
      const { me, state } = await stateOf(call);
      if (state.googleAuth !== 1) throw new ApiError(RetCode.MfaNotEnabled);
      if (state.clientType !== fido) throw new ApiError(RetCode.MfaAlreadyEnabled);
      const options = await webauthn.authenticationOptions(call.db, me.userId, new Date(), 'confirm');
      if (!options) throw new ApiError(RetCode.MfaNotEnabled);
      return { options: options as unknown as Record<string, unknown> };
    },

    async fidoAddKey(input: Req<typeof personal.fidoAddKey>, call: AccountCall): Promise<Reply<typeof personal.fidoAddKey>> {
      const { me, state } = await stateOf(call);
      if (state.googleAuth !== 1) throw new ApiError(RetCode.MfaNotEnabled);
      if (state.clientType !== fido) throw new ApiError(RetCode.MfaAlreadyEnabled);
      await confirmIdentity(call, { id: me.userId, ...state }, input);
      const repo = twoFactorRepo(call.db);
      const count = (await repo.listKeys(me.userId)).length;
      const name = input.name || `Security key ${count + 1}`;
      const added = await webauthn.register(call.db, me.userId, input.credential, name);
      call.audit.subject(state.account);
      call.audit.change({ securityKeys: count, name: null }, { securityKeys: count + 1, name });
      return listedKey(added);
    },

    async fidoRemoveKey(input: Req<typeof personal.fidoRemoveKey>, call: AccountCall): Promise<null> {
      const { me, state } = await stateOf(call);
      await confirmIdentity(call, { id: me.userId, ...state }, input);
      const repo = twoFactorRepo(call.db);
      const keys = await repo.listKeys(me.userId);
      const key = keys.find((k) => k.id === input.id);
      if (!key) throw new ApiError(RetCode.SecurityKeyNotFound);
      // The last key of a FIDO2 operator is their factor: taking it away is removing two-factor, with its own confirmation.
      if (keys.length === 1 && state.googleAuth === 1 && state.clientType === fido) throw new ApiError(RetCode.SecurityKeyLastOne);
      await repo.removeKey(me.userId, key.id);
      call.audit.subject(state.account);
      call.audit.change({ securityKeys: keys.length, name: key.name }, { securityKeys: keys.length - 1, name: null });
      return null;
    },

    /** Drops a pending enrolment (the dialog closed before it was confirmed); nothing happens otherwise. */
    async cancelMfa(_input: unknown, call: AccountCall): Promise<null> {
      const me = requirePrincipal(call);
      const state = await twoFactorRepo(call.db).stateOf(me.userId);
      // A lapsed one too: its secret is dropped rather than left behind.
      if (state?.googleAuth === 2) await clearTwoFactor(call.db, me.userId);
      return null;
    },

    async closeMfa(input: Req<typeof personal.closeMfa>, call: AccountCall): Promise<null> {
      const { me, state } = await stateOf(call);
      if (state.googleAuth === 0) throw new ApiError(RetCode.MfaNotEnabled);
      await confirmIdentity(call, { id: me.userId, ...state }, input);
      await clearTwoFactor(call.db, me.userId);
      await sessionRepo(call.db).revokeOthersOf(me.userId, me.sessionId);
      call.audit.subject(state.account);
      call.audit.change({ googleAuth: state.googleAuth, clientType: TYPE_NAMES[state.clientType] ?? state.clientType }, { googleAuth: 0, clientType: null });
      return null;
    },
  };
}
