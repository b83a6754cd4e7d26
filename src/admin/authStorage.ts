/**
 * What the browser keeps about the signed-in staff member, for display only (key 'admin-auth', as the
 * specification names it). The server's session cookie decides access; this record never does.
 */
export const authStorageKey = 'admin-auth';

export interface StoredAuth {
  email: string;
  expiresAt: number;
}

/** The stored record, or null; an expired or unreadable one is removed. */
export function readStoredAuth(): StoredAuth | null {
  try {
    const raw = window.localStorage.getItem(authStorageKey);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredAuth>;
    if (
      typeof parsed.email !== 'string' ||
      typeof parsed.expiresAt !== 'number' ||
      parsed.expiresAt <= Date.now()
    ) {
      window.localStorage.removeItem(authStorageKey);
      return null;
    }
    return { email: parsed.email, expiresAt: parsed.expiresAt };
  } catch {
    window.localStorage.removeItem(authStorageKey);
    return null;
  }
}

export function writeStoredAuth(email: string, expiresAt: string): void {
  try {
    window.localStorage.setItem(
      authStorageKey,
      JSON.stringify({ email, expiresAt: new Date(expiresAt).getTime() }),
    );
  } catch {
    // Display only: without storage the admin still works.
  }
}

export function clearStoredAuth(): void {
  try {
    window.localStorage.removeItem(authStorageKey);
  } catch {
    // Nothing to clear.
  }
}
