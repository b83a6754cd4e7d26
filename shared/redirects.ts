import { decodePagePath } from './inputRules';
import { canonicalPath, serverSegments } from './paths';

/**
 * Redirects and the log of missing pages: the API's shapes and the rules for the addresses, shared by the
 * Redirects screen and the server (docs/content.md, "Addresses that never break").
 */

export const redirectStatuses = [301, 302] as const;
export type RedirectStatus = (typeof redirectStatuses)[number];

/** Made on the Redirects screen, or left behind when a published post's slug changed. */
export type RedirectSource = 'staff' | 'slug';

export interface Redirect {
  id: number;
  /** A page path of this site, canonical: /old-page, /en/old-page. */
  from: string;
  /** A page path of this site (maybe with a query or fragment), or an absolute http(s) URL. */
  to: string;
  status: RedirectStatus;
  source: RedirectSource;
  createdAt: string;
  updatedAt: string;
  /** Who made the last change, by name; null once that account is gone. */
  updatedBy: string | null;
}

export interface RedirectPage {
  items: Redirect[];
  page: number;
  pageSize: number;
  total: number;
}

/** A page address that answered 404, and how often. */
export interface MissingPage {
  path: string;
  hits: number;
  firstSeen: string;
  lastSeen: string;
}

export interface MissingPageList {
  items: MissingPage[];
  page: number;
  pageSize: number;
  total: number;
}

export const redirectPageSize = 50;
export const missingPageSize = 25;

/** Longest from-path a redirect takes, and longest path the 404 log counts (a longer one is not counted). */
export const maxSitePathLength = 300;
export const maxRedirectUrlLength = 2048;

/**
 * Addresses the server answers itself (shared/paths.ts `serverSegments`): never pages, so never redirected.
 * server/routes/admin/redirects.test.ts checks that an address under each is refused here and is not rendered
 * as a page by the server.
 */
const reservedPrefixes = serverSegments.map((segment) => `/${segment}`);

const isReserved = (path: string) =>
  path.startsWith('/@') ||
  reservedPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** A file's address (/feed.xml, /old.html): the server serves files, not pages, at those. */
const isFilePath = (path: string) => /\.[a-z0-9]+$/i.test(path);

/**
 * A path %-decoded where that is safe (decodeURI leaves encoded `/`, `?` and `#` alone), so /blogg/%C3%A5r and
 * /blogg/år are one address; null when it is no page's address (decodePagePath: broken encoding, text no field
 * may hold, a control character, a backslash, an encoded `/`, `?` or `#`).
 */
export function readablePath(path: string): string | null {
  return decodePagePath(path) === null ? null : decodeURI(path);
}

/** The form in which redirects are stored and matched: readable, then canonical (see canonicalPath). */
export function redirectKey(path: string): string | null {
  const readable = readablePath(path);
  return readable === null ? null : (canonicalPath(readable) ?? readable);
}

const notAPagePath =
  'This is no page’s address: a broken %-encoding, a control character, a \\ or an encoded /, ? or #';

/** Why a typed from-path cannot be redirected, or null when it can. */
export function fromPathProblem(input: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(input) || input.startsWith('//'))
    return 'Enter the path only, without the domain (for example /old-page)';
  if (!input.startsWith('/')) return 'Start with / (for example /old-page or /en/old-page)';
  if (/\s/.test(input)) return 'An address has no spaces (write %20 for one)';
  if (/[?#]/.test(input))
    return 'Leave out the ? and what follows: a redirect matches the path and keeps the visitor’s query';
  const key = redirectKey(input);
  if (key === null) return notAPagePath;
  if (key.length > maxSitePathLength) return `Use at most ${maxSitePathLength} characters`;
  if (key === '/' || key === '/en') return 'The home page cannot be redirected';
  if (isReserved(key)) return 'Only page addresses can be redirected, not the API’s, the admin’s or files’';
  if (isFilePath(key)) return 'An address ending in a file extension is a file here, not a page';
  return null;
}

/** Why a typed target cannot be redirected to, or null when it can. */
export function targetProblem(input: string): string | null {
  if (/\s/.test(input)) return 'An address has no spaces (write %20 for one)';
  if (input.length > maxRedirectUrlLength) return `Use at most ${maxRedirectUrlLength} characters`;
  if (/^https?:\/\//i.test(input)) {
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      return 'Enter a whole web address, such as https://example.com/page';
    }
    if (url.username || url.password) return 'An address with a user name or password cannot be used';
    return null;
  }
  if (!input.startsWith('/') || input.startsWith('//') || input.startsWith('/\\'))
    return 'Enter a path on this site (/new-page) or an address starting with http:// or https://';
  const key = redirectKey(targetPath(input));
  if (key === null) return notAPagePath;
  if (isReserved(key) || isFilePath(key))
    return 'Redirect to a page of the site, not the API, the admin or a file';
  return null;
}

/** The path of a site-relative target, without its query or fragment. */
export function targetPath(target: string): string {
  return /^[^?#]*/.exec(target)![0];
}

/** A site-relative target in stored form: its path canonical and readable, its query and fragment as given. */
export function normalTarget(target: string): string {
  if (!target.startsWith('/')) return target;
  const path = targetPath(target);
  return (redirectKey(path) ?? path) + target.slice(path.length);
}

/** The page path a target leads to on this site (for loops and chains); null for another site's URL. */
export function localTargetPath(target: string): string | null {
  return target.startsWith('/') ? (redirectKey(targetPath(target)) ?? targetPath(target)) : null;
}

/** A stored redirect, as the loop and chain checks need it. */
export interface RedirectLink {
  id: number;
  from: string;
  to: string;
}

/**
 * Why a redirect (in stored form) cannot join the others, by field; empty when it can. Refused: a from-path
 * another redirect has, a redirect to itself, a loop (following the targets comes back to the from-path), and a
 * chain (the target is redirected itself, or another redirect leads to this from-path): each visitor and search
 * engine is sent on exactly once. `candidate.id` is the redirect being edited (null for a new one).
 */
export function redirectConflicts(
  existing: readonly RedirectLink[],
  candidate: { id: number | null; from: string; to: string },
): Partial<Record<'from' | 'to', string>> {
  const others = existing.filter((link) => link.id !== candidate.id);
  const byFrom = new Map(others.map((link) => [link.from, link]));
  const duplicate = byFrom.get(candidate.from);
  if (duplicate) return { from: `There is a redirect from ${candidate.from} already (to ${duplicate.to})` };
  const target = localTargetPath(candidate.to);
  if (target === candidate.from) return { to: 'A redirect cannot lead to its own address' };
  if (target !== null) {
    const chain = [candidate.from, target];
    for (
      let at = byFrom.get(target);
      at && chain.length <= existing.length + 2;
      at = byFrom.get(chain.at(-1)!)
    ) {
      const next = localTargetPath(at.to);
      if (next === null) break;
      chain.push(next);
      if (next === candidate.from) return { to: `That would make a loop: ${chain.join(' → ')}` };
    }
    const onward = byFrom.get(target);
    if (onward)
      return {
        to: `${target} is redirected itself (to ${onward.to}): point this redirect to ${onward.to} instead`,
      };
  }
  const incoming = others.find((link) => localTargetPath(link.to) === candidate.from);
  if (incoming)
    return {
      from: `The redirect from ${incoming.from} leads here: point it where this one goes, or delete it, first`,
    };
  return {};
}
