import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A passkey authenticator in software, made to the WebAuthn specification (§6.1 authenticator data, §6.5
 * attestation "none", §6.3.3 assertion signature over authenticatorData ‖ SHA-256(clientDataJSON)), so the
 * server's checks run on real signatures from a real P-256 key, not on mocks. Chromium's virtual
 * authenticator plays the same part in e2e (tests/e2e/passkeys.spec.ts).
 */

const flags = { userPresent: 0x01, userVerified: 0x04, attested: 0x40 };
const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());
const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const counterBytes = (counter: number) => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, counter);
  return bytes;
};

export interface SoftPasskey {
  credentialId: Uint8Array;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

interface Ceremony {
  /** The page's origin as the browser reports it (a phishing site's differs). */
  origin: string;
  /** Whether the PIN or fingerprint was asked (user verification). */
  verified?: boolean;
}

/** Makes a new passkey for the options a server gave, and the browser's answer to send back. */
export function createPasskey(
  options: PublicKeyCredentialCreationOptionsJSON,
  { origin, verified = true }: Ceremony,
): { passkey: SoftPasskey; response: RegistrationResponseJSON } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  // COSE_Key (RFC 9053): kty EC2, alg ES256, crv P-256, x, y.
  const coseKey = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, isoBase64URL.toBuffer(jwk.x!)],
    [-3, isoBase64URL.toBuffer(jwk.y!)],
  ]);
  const credentialId = new Uint8Array(randomBytes(32));
  const idLength = new Uint8Array([credentialId.length >> 8, credentialId.length & 0xff]);
  const authData = Buffer.concat([
    sha256(options.rp.id!),
    new Uint8Array([flags.userPresent | (verified ? flags.userVerified : 0) | flags.attested]),
    counterBytes(0),
    new Uint8Array(16), // AAGUID: none named
    idLength,
    credentialId,
    isoCBOR.encode(coseKey),
  ]);
  const clientDataJSON = JSON.stringify({
    type: 'webauthn.create',
    challenge: options.challenge,
    origin,
    crossOrigin: false,
  });
  const attestationObject = isoCBOR.encode(
    new Map<string, string | Map<string, string> | Uint8Array>([
      ['fmt', 'none'],
      ['attStmt', new Map<string, string>()],
      ['authData', new Uint8Array(authData)],
    ]),
  );
  return {
    passkey: { credentialId, privateKey, userHandle: options.user.id, counter: 0 },
    response: {
      id: b64(credentialId),
      rawId: b64(credentialId),
      type: 'public-key',
      response: {
        clientDataJSON: b64(new TextEncoder().encode(clientDataJSON)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    },
  };
}

/** Signs a sign-in challenge with a passkey (its counter goes up by one, as a real authenticator's does). */
export function usePasskey(
  passkey: SoftPasskey,
  options: PublicKeyCredentialRequestOptionsJSON,
  { origin, verified = true }: Ceremony,
): AuthenticationResponseJSON {
  passkey.counter += 1;
  const authData = Buffer.concat([
    sha256(options.rpId!),
    new Uint8Array([flags.userPresent | (verified ? flags.userVerified : 0)]),
    counterBytes(passkey.counter),
  ]);
  const clientDataJSON = new TextEncoder().encode(
    JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }),
  );
  const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), passkey.privateKey);
  return {
    id: b64(passkey.credentialId),
    rawId: b64(passkey.credentialId),
    type: 'public-key',
    response: {
      clientDataJSON: b64(clientDataJSON),
      authenticatorData: b64(new Uint8Array(authData)),
      signature: b64(new Uint8Array(signature)),
      userHandle: passkey.userHandle,
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  };
}
