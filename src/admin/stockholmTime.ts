/**
 * Staff schedule posts in Stockholm time, whatever their own computer's zone; the API stores an instant (UTC).
 * These convert between the two for a `datetime-local` field, summer time included.
 */
export const scheduleZone = 'Europe/Stockholm';

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: scheduleZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as Stockholm shows it, in the form a `datetime-local` input takes: `2026-11-24T09:30`. */
export function toStockholmInput(instant: string | Date): string {
  const parts = Object.fromEntries(
    wallClock.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * The instant (ISO, UTC) of a Stockholm wall-clock time from a `datetime-local` input; null when the value is not
 * one. In the autumn's repeated hour the earlier instant is taken; a time skipped in spring moves an hour on.
 */
export function fromStockholmInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, ...number[]];
  const asIfUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  if (Number.isNaN(asIfUtc)) return null;
  // Stockholm is UTC+1 or UTC+2: try both offsets and keep the earlier instant that shows this wall time.
  for (const offsetHours of [2, 1]) {
    const instant = asIfUtc - offsetHours * 3_600_000;
    if (toStockholmInput(new Date(instant)) === value) return new Date(instant).toISOString();
  }
  return new Date(asIfUtc - 3_600_000).toISOString();
}

const readable = new Intl.DateTimeFormat('en-GB', {
  timeZone: scheduleZone,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** An instant for staff to read, in Stockholm time: `24 Nov 2026, 09:30`. */
export const formatStockholm = (instant: string | Date) => readable.format(new Date(instant));
