import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { createContext, useContext } from 'react';

/**
 * The browser's side of a passkey (WebAuthn, with SimpleWebAuthn): making one and signing in with one. The
 * admin reaches it through this context, so that Storybook can stand in for the authenticator (a story cannot
 * touch a fingerprint reader); the real one is tested in e2e with Chromium's virtual authenticator.
 */
export interface PasskeyCeremonies {
  supported: () => boolean;
  create: (options: PublicKeyCredentialCreationOptionsJSON) => Promise<RegistrationResponseJSON>;
  get: (options: PublicKeyCredentialRequestOptionsJSON) => Promise<AuthenticationResponseJSON>;
}

export const browserPasskeys: PasskeyCeremonies = {
  supported: browserSupportsWebAuthn,
  create: (optionsJSON) => startRegistration({ optionsJSON }),
  get: (optionsJSON) => startAuthentication({ optionsJSON }),
};

export const PasskeyContext = createContext<PasskeyCeremonies>(browserPasskeys);
export const usePasskeyCeremonies = () => useContext(PasskeyContext);

/** Runs a ceremony; one the device did not finish fails with what to tell the person (`ceremonyFailure`). */
export async function passkeyCeremony<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (cause) {
    throw new Error(ceremonyFailure(cause), { cause });
  }
}

/** What to tell a person whose browser or authenticator did not finish the ceremony. */
function ceremonyFailure(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError')
    return 'This device already holds a passkey for your account.';
  if (name === 'NotAllowedError' || name === 'AbortError')
    return 'No passkey was used: the request was cancelled or timed out. Try again.';
  if (name === 'SecurityError') return 'Passkeys work only at the site’s own address (https, or localhost).';
  return 'Your browser or device could not use a passkey here.';
}
