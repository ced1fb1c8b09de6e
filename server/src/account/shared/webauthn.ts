import {
  generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse,
  type AuthenticationResponseJSON, type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { RetCode } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import type { Config } from '../../config.ts';
import type { AccountDb } from '../../db/connect.ts';
import { twoFactorRepo, type StoredKey } from './two-factor-repo.ts';

/** How long a WebAuthn challenge (registration or sign-in) stays valid. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

type RelyingParty = Config['webauthn'];

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

    /** Verifies a registration answer and stores the key; 1110084 without a live challenge, 1110500/1110503 otherwise. */
    async register(db: AccountDb, userId: number, response: Record<string, unknown>, now = new Date()): Promise<StoredKey> {
      const repo = twoFactorRepo(db);
      const challenge = await repo.takeChallenge(userId, 'register', now);
      if (!challenge) throw new ApiError(RetCode.MfaEnrolmentExpired);
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
      const key: StoredKey = {
        credentialId: credential.id, publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter, transports: credential.transports ?? [],
      };
      await repo.addKey(userId, key);
      return key;
    },

    /** Request options for signing in with one of the operator's keys (null when they have none). */
    async authenticationOptions(db: AccountDb, userId: number, now = new Date()) {
      const repo = twoFactorRepo(db);
      const keys = await repo.keysOf(userId);
      if (keys.length === 0) return null;
      const options = await generateAuthenticationOptions({
        rpID: rp.rpId, userVerification: 'preferred', timeout: CHALLENGE_TTL_MS,
        allowCredentials: keys.map((k) => ({ id: k.credentialId, transports: k.transports })),
      });
      await repo.saveChallenge(userId, 'signin', options.challenge, new Date(now.getTime() + CHALLENGE_TTL_MS));
      return options;
    },

    /**
     * Checks a sign-in answer: 1110501 for a key that is not the operator's, 1110502 for a signature, origin,
     * challenge or counter that does not verify. The key's counter moves forward.
     */
    async authenticate(db: AccountDb, userId: number, response: Record<string, unknown>, now = new Date()): Promise<void> {
      const repo = twoFactorRepo(db);
      const answer = response as unknown as AuthenticationResponseJSON;
      const key = (await repo.keysOf(userId)).find((k) => k.credentialId === answer.id);
      if (!key) throw new ApiError(RetCode.SecurityKeyUnknown);
      const challenge = await repo.takeChallenge(userId, 'signin', now);
      if (!challenge) throw new ApiError(RetCode.SecurityKeyVerifyFailed);
      let result;
      try {
        result = await verifyAuthenticationResponse({
          response: answer, expectedChallenge: challenge, expectedOrigin: rp.origins, expectedRPID: rp.rpId,
          credential: { id: key.credentialId, publicKey: isoBase64URL.toBuffer(key.publicKey), counter: key.counter, transports: key.transports as never },
          requireUserVerification: false,
        });
      } catch {
        throw new ApiError(RetCode.SecurityKeyVerifyFailed);
      }
      if (!result.verified) throw new ApiError(RetCode.SecurityKeyVerifyFailed);
      await repo.setKeyCounter(userId, key.credentialId, result.authenticationInfo.newCounter);
    },
  };
}
export type WebauthnService = ReturnType<typeof webauthnService>;
