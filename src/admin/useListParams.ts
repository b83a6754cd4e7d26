import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { maxPageNumber } from '../../shared/paths';

/**
 * What a list's address can say: each key's default, and for a key of fixed choices the choices (a value the
 * address holds that is not one of them reads as the default, so a hand-edited or old link still opens the list).
 */
export type ListParamRules<Key extends string> = {
  [K in Key]: { default: string; choices?: readonly string[] };
};

export type ListParams<Key extends string> = Record<Key, string> & { page: number };

/** A change to the address: some of the list's keys, and or the page. */
export type ListChange<Key extends string> = { [K in Exclude<Key, 'page'>]?: string } & { page?: number };

/** Reads a list's search, filters, sort and page from an address's query (unit-tested without React). */
export function readListParams<Key extends string>(
  search: URLSearchParams,
  rules: ListParamRules<Key>,
): ListParams<Key> {
  const values = {} as Record<Key, string>;
  for (const key of Object.keys(rules) as Key[]) {
    const rule = rules[key];
    const value = search.get(key);
    values[key] = value === null || (rule.choices && !rule.choices.includes(value)) ? rule.default : value;
  }
  const page = Number(search.get('page'));
  return { ...values, page: Number.isInteger(page) && page >= 1 && page <= maxPageNumber ? page : 1 };
}

/**
 * The address after a change: a default value leaves the address (a clean link for the plain list), and any
 * change but the page's own starts again at page 1 (page 3 of another filter is not where the staff member was).
 */
export function changedListParams<Key extends string>(
  search: URLSearchParams,
  rules: ListParamRules<Key>,
  change: ListChange<Key>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  let filtered = false;
  for (const [key, value] of Object.entries(change) as [string, string | number | undefined][]) {
    if (key === 'page' || value === undefined) continue;
    filtered = true;
    if (value === rules[key as Key]?.default) next.delete(key);
    else next.set(key, String(value));
  }
  const page = change.page ?? (filtered ? 1 : undefined);
  if (page !== undefined) {
    if (page <= 1) next.delete('page');
    else next.set('page', String(page));
  }
  return next;
}

/**
 * A list's search, filters, sort and page kept in the address (issue #41): a reload, Back and a shared link open
 * the list as it was. Typing in the search replaces the address's entry (Back does not step through each letter);
 * a filter, a sort or a page is an entry of its own.
 */
export function useListParams<Key extends string>(rules: ListParamRules<Key>) {
  const [search, setSearch] = useSearchParams();
  // The address as last set: React Router's own functional update reads the address of the last render, so a
  // second change before the next render (a search cleared, then a filter chosen) would undo the first.
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);
  const values = useMemo(() => readListParams(search, rules), [search, rules]);
  const set = useCallback(
    (change: ListChange<Key>, { typing = false } = {}) => {
      const next = changedListParams(latest.current, rules, change);
      latest.current = next;
      setSearch(next, { replace: typing });
    },
    [rules, setSearch],
  );
  return [values, set] as const;
}

/**
 * A search box kept in the address: the text as typed at once, and the address's text when it changes from
 * elsewhere (Back, a link). React Router puts an address change in a transition, so a box that showed the
 * address's text would be put back to the text before each letter until the change went through, and fast typing
 * lost letters; the box holds its own text and sends each change on.
 */
export function useSearchText(address: string, send: (text: string) => void) {
  const [text, setText] = useState(address);
  // Texts sent and not yet seen in the address: the address showing one of them is this box's own change.
  const [pending, setPending] = useState<string[]>([]);
  const [shown, setShown] = useState(address);
  if (address !== shown) {
    setShown(address);
    const at = pending.indexOf(address);
    if (at === -1) {
      setText(address);
      setPending([]);
    } else setPending(pending.slice(at + 1));
  }
  const change = (next: string) => {
    setText(next);
    setPending((sent) => [...sent, next]);
    send(next);
  };
  return [text, change] as const;
}
