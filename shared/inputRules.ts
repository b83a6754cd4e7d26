import { z } from 'zod';
import { maxPageNumber } from './paths';

/**
 * The rules every input meets before anything reads it, in one place: text the database can store, ids that
 * fit the database's integer, and dates that exist. The server applies the text rule to every request (URL and
 * JSON body) at its boundary; the id and date rules are the schemas' building blocks.
 */

/**
 * NUL (PostgreSQL's text refuses it) and a UTF-16 surrogate without its other half (it has no UTF-8 form):
 * the characters no stored or sent text may hold.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(value: string): boolean {
  return !unstorable.test(value);
}

/** Percent-decoded text, or null when its encoding is broken or it decodes to text no field may hold. */
export function decodeStorable(encoded: string): string | null {
  try {
    const decoded = decodeURIComponent(encoded);
    return isStorableText(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

/**
 * What no segment of a page address holds, raw or %-encoded: a control character, a backslash (browsers read
 * it as a slash, so `/\\evil.example` would leave the site), and an encoded `/`, `?` or `#` (a segment that
 * decodes to one is no page's, and rendering it fails).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
const notInPageSegment = /[\u0000-\u001f\u007f-\u009f\\/?#]/;

/**
 * A page path decoded segment by segment, or null when a segment's encoding is broken or it decodes to text no
 * field may hold or a character no page address has (above). Every page request's path passes here before it is
 * rendered or cached, and every redirect's from-path before it is stored.
 */
export function decodePagePath(rawPath: string): string | null {
  const segments = rawPath.split('/');
  const decoded: string[] = [];
  for (const segment of segments) {
    const text = decodeStorable(segment);
    if (text === null || notInPageSegment.test(text)) return null;
    decoded.push(text);
  }
  return decoded.join('/');
}

/**
 * Whether a parsed JSON value holds only storable text, in its keys and its strings, however deep. Nesting
 * deeper than `maxDepth` counts as bad input too: the deepest thing a request carries is a post's body, whose
 * lists may nest twelve deep in a list item's paragraph (shared/postDocument.ts), some 60 levels of JSON.
 */
export function isStorableValue(value: unknown, maxDepth = 64): boolean {
  if (typeof value === 'string') return isStorableText(value);
  if (value === null || typeof value !== 'object') return true;
  if (maxDepth === 0) return false;
  if (Array.isArray(value)) return value.every((item) => isStorableValue(item, maxDepth - 1));
  return Object.entries(value).every(
    ([key, item]) => isStorableText(key) && isStorableValue(item, maxDepth - 1),
  );
}

/** The largest value of PostgreSQL's `integer` (and so of a `serial` id). */
export const maxSerialId = 2_147_483_647;

/**
 * A database id or counter in a JSON body (a row's id, a document's version): a whole number from 1 to
 * 2³¹ − 1, what PostgreSQL's `integer` holds. Every schema that takes one uses this, so no number a caller
 * sends reaches a query out of range.
 */
export const databaseInt = z
  .number()
  .int('A whole number')
  .min(1, 'At least 1')
  .max(maxSerialId, `At most ${maxSerialId}`);

/** Whether a stored value is a number `databaseInt` would take (a stored document may hold anything). */
export const isDatabaseInt = (value: unknown): value is number => databaseInt.safeParse(value).success;

/** A row id from a path or a query string: `databaseInt` read from text, or a validation error. */
export const serialId = z.coerce.number().pipe(databaseInt);

/**
 * The years a date may have: PostgreSQL has no year 0 (0000-01-01 passes the ISO format and the database then
 * refuses it), and no date this site stores or reports on lies outside these.
 */
export const firstYear = 1900;
export const lastYear = 9999;
const inYears = (value: string) => Number(value.slice(0, 4)) >= firstYear;

/**
 * A calendar date as YYYY-MM-DD that exists (no 2026-13-45, no 29 February outside a leap year), from 1900 on.
 */
export const calendarDate = (message = 'Enter a date that exists (YYYY-MM-DD)') =>
  z.iso.date(message).refine(inYears, `Enter a date from ${firstYear} on`);

/** A moment as an ISO date and time with its offset, from 1900 on. */
export const isoMoment = (message: string) =>
  z.iso.datetime({ offset: true, message }).refine(inYears, `Enter a date from ${firstYear} on`);

/** A `page` query parameter of a paged API: a whole number from 1 to maxPageNumber, 1 when absent. */
export const pageNumber = z.coerce.number().int().min(1).max(maxPageNumber).default(1);

/** The `:id` of a route whose rows have serial ids. */
export const idParams = z.object({ id: serialId });
