import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * Two-factor sign-in with time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30 s, what every
 * authenticator app reads), through the `otpauth` library. A code is accepted one step either side of now
 * (clock drift), and never twice: the step of the last accepted code is kept and a code of that step or an
 * earlier one is refused.
 */
const issuer = 'Novaweb';

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label: string) {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
}

/** What an authenticator app is given: the otpauth:// address, as a QR code (SVG) and as text. */
export async function enrolment(secret: string, email: string) {
  const uri = totp(secret, email).toString();
  // Loaded when someone sets up two-factor sign-in, not at every start.
  const { default: QRCode } = await import('qrcode');
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, uri, qrSvg };
}

/** The time step of an accepted code, or null for a wrong, stale or already used one. */
export function acceptTotp(
  secret: string,
  email: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const otp = totp(secret, email);
  const delta = otp.validate({ token, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = otp.counter({ timestamp: now }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The code an authenticator app shows for a secret at a time (tests and the e2e sign in with it). */
export function totpCode(secret: string, now = Date.now()): string {
  return totp(secret, 'code').generate({ timestamp: now });
}

/**
 * Ten recovery codes of 16 random letters and digits each (79 bits, in groups of four). Only their SHA-256
 * is stored: at 79 bits a hash cannot be reversed by guessing.
 */
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
export const recoveryCodeCount = 10;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const letters = Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]).join('');
    return letters.match(/.{4}/g)!.join('-');
  });
}

/** A typed recovery code, as stored: lower case, without spaces or dashes. */
export function digestRecoveryCode(code: string): string {
  const normal = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(normal).digest('base64url');
}
