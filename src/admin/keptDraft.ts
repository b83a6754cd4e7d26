import { useEffect, useState } from 'react';

/** An editor's unsaved work as this browser keeps it until the server has it: through a reload, a crash of the tab. */
export interface KeptDraft<Value> {
  value: Value;
  /** The version the work started from. */
  version: number;
  /** When it was last written (ISO). */
  at: string;
}

const storageKey = (key: string) => `novaweb-admin:unsaved:${key}`;

/** The work kept under `key`, or null (none, unreadable, or no storage in this browser). */
export function readKeptDraft<Value>(key: string): KeptDraft<Value> | null {
  try {
    const text = window.localStorage.getItem(storageKey(key));
    if (!text) return null;
    const kept = JSON.parse(text) as Partial<KeptDraft<Value>> | null;
    if (!kept || typeof kept.at !== 'string' || typeof kept.version !== 'number' || !('value' in kept))
      return null;
    return kept as KeptDraft<Value>;
  } catch {
    return null;
  }
}

function writeKeptDraft<Value>(key: string, kept: KeptDraft<Value>) {
  try {
    window.localStorage.setItem(storageKey(key), JSON.stringify(kept));
  } catch {
    // No storage (private mode, full): the work is still in the form, and leaving asks first.
  }
}

/** Forgets every editor's kept work (a story starts from none). */
export function forgetAllKeptDrafts() {
  const prefix = storageKey('');
  try {
    for (const key of Object.keys(window.localStorage)) {
      if (key.startsWith(prefix)) window.localStorage.removeItem(key);
    }
  } catch {
    // No storage: nothing was kept.
  }
}

export function forgetKeptDraft(key: string) {
  try {
    window.localStorage.removeItem(storageKey(key));
  } catch {
    // Nothing was kept.
  }
}

/**
 * Keeps an editor's unsaved work in this browser while it is `dirty`, and forgets it once the server has it (not
 * dirty). Work kept by an earlier visit is `offered` first: until the editor answers (`answer`), nothing is written
 * or forgotten, so a reload never overwrites what it is about to offer. `sameAsSaved` says whether kept work is
 * what the server holds already (then it is not offered).
 */
export function useKeptDraft<Value>({
  key,
  value,
  version,
  dirty,
  sameAsSaved,
}: {
  key: string;
  value: Value;
  version: number;
  dirty: boolean;
  sameAsSaved: (kept: Value) => boolean;
}) {
  const [offered, setOffered] = useState(() => {
    const kept = readKeptDraft<Value>(key);
    if (kept && sameAsSaved(kept.value)) {
      forgetKeptDraft(key);
      return null;
    }
    return kept;
  });
  useEffect(() => {
    if (offered) return;
    if (!dirty) {
      forgetKeptDraft(key);
      return;
    }
    // Written on every change (a page's document is tens of kilobytes: well under a millisecond), so a reload
    // straight after typing keeps the last keystroke too.
    writeKeptDraft(key, { value, version, at: new Date().toISOString() });
  }, [key, value, version, dirty, offered]);
  return {
    offered,
    /** The offer answered: the work taken into the form, or dropped (and forgotten). */
    answer: (taken: boolean) => {
      if (!taken) forgetKeptDraft(key);
      setOffered(null);
    },
  };
}
