import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A FIDO2 authenticator in software (node:crypto, ES256), for service tests: it answers WebAuthn
 * creation and request options the way a browser with a security key would (attestation "none").
 */
export function softwareAuthenticator(origin = 'http://localhost:8080') {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(32);
  const id = isoBase64URL.fromBuffer(credentialId);
  let counter = 0;

  const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest();
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const authData = (rpId: string, flags: number, extra: Uint8Array = new Uint8Array()) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(++counter);
    return Buffer.concat([sha256(Buffer.from(rpId)), Buffer.from([flags]), count, extra]);
  };

  function coseKey(key: KeyObject): Uint8Array {
    const jwk = key.export({ format: 'jwk' });
    return isoCBOR.encode(new Map<number, number | Uint8Array>([
      [1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')],
    ]));
  }

  return {
    id,
    /** Sets the signature counter back, as a copy of the key made earlier would show it. */
    rewindCounter(to = 0) {
      counter = to;
    },
    /** The RegistrationResponseJSON for creation options (user present + attested credential data). */
    register(options: Record<string, unknown>) {
      const rpId = (options.rp as { id: string }).id;
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, coseKey(publicKey)]);
      const attestationObject = isoCBOR.encode(new Map<string, Parameters<typeof isoCBOR.encode>[0]>([
        ['fmt', 'none'], ['attStmt', new Map()], ['authData', authData(rpId, 0x41, attested)],
      ]));
      return {
        id, rawId: id, type: 'public-key', clientExtensionResults: {}, authenticatorAttachment: 'cross-platform',
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(clientData('webauthn.create', options.challenge as string)),
          attestationObject: isoBase64URL.fromBuffer(attestationObject), transports: ['usb'],
        },
      };
    },
    /** The AuthenticationResponseJSON for request options; `tamper` breaks the signature. */
    authenticate(options: Record<string, unknown>, tamper = false) {
      const data = authData(options.rpId as string, 0x01);
      const client = clientData('webauthn.get', options.challenge as string);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      if (tamper) signature[signature.length - 1] ^= 1;
      return {
        id, rawId: id, type: 'public-key', clientExtensionResults: {},
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(client), authenticatorData: isoBase64URL.fromBuffer(data),
          signature: isoBase64URL.fromBuffer(signature),
        },
      };
    },
  };
}
