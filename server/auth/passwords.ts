import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with the parameters OWASP recommends. */
export const passwordHashOptions = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashOptions);
}

/** A hash of nothing anyone knows, verified for unknown e-mails so both answers take as long. */
let decoy: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
