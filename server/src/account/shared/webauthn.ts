import {
  generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse,
  type AuthenticationResponseJSON, type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL, type ClientDataJSON } from '@simplewebauthn/server/helpers';
import { RetCode } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import type { Config } from '../../config.ts';
import type { AccountDb } from '../../db/connect.ts';
import { twoFactorRepo, type ChallengePurpose, type ListedKey } from './two-factor-repo.ts';

/** How long a WebAuthn challenge (registration or sign-in) stays valid. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

type RelyingParty = Config['webauthn'];

/** The client data of a browser's answer, or null when it has none that decodes. */
function clientDataOf(response: Record<string, unknown>): ClientDataJSON | null {
  const encoded = (response.response as { clientDataJSON?: unknown } | undefined)?.clientDataJSON;
  if (typeof encoded !== 'string') return null;
  try {
    return decodeClientDataJSON(encoded);
  } catch {
    return null;
  }
}

/**
 * FIDO2 second factors with @simplewebauthn/server: options for the browser, verification of its answer.
 * The challenge of each ceremony is kept in webauthn_challenges (one per operator and purpose) and taken
 * away when the answer comes, so an answer is accepted once.
 */
export function webauthnService(rp: RelyingParty) {
  return {
    async registrationOptions(db: AccountDb, user: { id: number; account: string; name: string }, now = new Date()) {
      const repo = twoFactorRepo(db);
      const options = await generateRegistrationOptions({
        rpName: rp.rpName, rpID: rp.rpId, userName: user.account, userDisplayName: user.name,
        userID: new TextEncoder().encode(`gwn-admin-${user.id}`),
        attestationType: 'none',
        excludeCredentials: (await repo.keysOf(user.id)).map((k) => ({ id: k.credentialId, transports: k.transports })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
        timeout: CHALLENGE_TTL_MS,
      });
      await repo.saveChallenge(user.id, 'register', options.challenge, new Date(now.getTime() + CHALLENGE_TTL_MS));
      return options;
    },

    /**
     * Verifies a registration answer and stores the key under `name`. Refusals, in order: 1110084 no live
     * challenge; 1110500 no answer that decodes; 1110093 an answer that is no registration (a sign-in's);
     * 1110094 an answer to an earlier challenge (options asked for again since); 1110095 an origin the
     * console does not accept; 1110500 anything else that does not verify; 1110503 a key registered already.
     */
    async register(db: AccountDb, userId: number, response: Record<string, unknown>, name: string, now = new Date()): Promise<ListedKey> {
      const repo = twoFactorRepo(db);
      const challenge = await repo.takeChallenge(userId, 'register', now);
      if (!challenge) throw new ApiError(RetCode.MfaEnrolmentExpired);
      const clientData = clientDataOf(response);
      if (!clientData) throw new ApiError(RetCode.SecurityKeyNotRegistered);
      if (clientData.type !== 'webauthn.create') throw new ApiError(RetCode.SecurityKeyNotCreation);
      if (clientData.challenge !== challenge) throw new ApiError(RetCode.SecurityKeyChallengeStale);
      if (!rp.origins.includes(clientData.origin)) throw new ApiError(RetCode.SecurityKeyOriginRefused);
      let verified;
      try {
        verified = await verifyRegistrationResponse({
          response: response as unknown as RegistrationResponseJSON, expectedChallenge: challenge,
          expectedOrigin: rp.origins, expectedRPID: rp.rpId, requireUserVerification: false,
        });
      } catch {
        throw new ApiError(RetCode.SecurityKeyNotRegistered);
      }
      if (!verified.verified) throw new ApiError(RetCode.SecurityKeyNotRegistered);
      const { credential } = verified.registrationInfo;
      if (await repo.keyRegistered(credential.id)) throw new ApiError(RetCode.SecurityKeyAlreadyRegistered);
      return repo.addKey(userId, {
        credentialId: credential.id, publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter, transports: credential.transports ?? [], name,
      });
    },

    /**
     * Request options for signing in (or, `confirm`, re-authenticating) with one of the operator's keys (null
     * when they have none). Each purpose keeps its own challenge, so a sign-in's answer confirms nothing.
     */
    async authenticationOptions(db: AccountDb, userId: number, now = new Date(), purpose: Exclude<ChallengePurpose, 'register'> = 'signin') {
      const repo = twoFactorRepo(db);
      const keys = await repo.keysOf(userId);
      if (keys.length === 0) return null;
      const options = await generateAuthenticationOptions({
        rpID: rp.rpId, userVerification: 'preferred', timeout: CHALLENGE_TTL_MS,
        allowCredentials: keys.map((k) => ({ id: k.credentialId, transports: k.transports })),
      });
      await repo.saveChallenge(userId, purpose, options.challenge, new Date(now.getTime() + CHALLENGE_TTL_MS));
      return options;
    },

    /**
     * Checks a sign-in answer against any of the operator's keys: 1110501 for a key that is not theirs,
     * 1110095 for an origin the console does not accept, 1110502 for a signature or challenge that does not
     * verify, 1110098 for a counter that did not grow (a copied key). The key's counter and last use move on.
     */
    async authenticate(
      db: AccountDb, userId: number, response: Record<string, unknown>, now = new Date(), purpose: Exclude<ChallengePurpose, 'register'> = 'signin',
    ): Promise<void> {
      const repo = twoFactorRepo(db);
      const answer = response as unknown as AuthenticationResponseJSON;
      const key = (await repo.keysOf(userId)).find((k) => k.credentialId === answer.id);
      if (!key) throw new ApiError(RetCode.SecurityKeyUnknown);
      const challenge = await repo.takeChallenge(userId, purpose, now);
      if (!challenge) throw new ApiError(RetCode.SecurityKeyVerifyFailed);
      const clientData = clientDataOf(response);
      if (clientData && !rp.origins.includes(clientData.origin)) throw new ApiError(RetCode.SecurityKeyOriginRefused);
      let result;
      try {
        // The counter is compared below, after the signature verified, so a copied key gets its own answer.
        result = await verifyAuthenticationResponse({
          response: answer, expectedChallenge: challenge, expectedOrigin: rp.origins, expectedRPID: rp.rpId,
          credential: { id: key.credentialId, publicKey: isoBase64URL.toBuffer(key.publicKey), counter: 0, transports: key.transports as never },
          requireUserVerification: false,
        });
      } catch {
        throw new ApiError(RetCode.SecurityKeyVerifyFailed);
      }
      if (!result.verified) throw new ApiError(RetCode.SecurityKeyVerifyFailed);
      const { newCounter } = result.authenticationInfo;
      // Keys without a counter (many passkeys) always send 0; a key that counts must count up (WebAuthn §6.1.1).
      if ((newCounter > 0 || key.counter > 0) && newCounter <= key.counter) throw new ApiError(RetCode.SecurityKeyCounterRegressed);
      await repo.keyUsed(userId, key.credentialId, newCounter);
    },
  };
}
export type WebauthnService = ReturnType<typeof webauthnService>;
