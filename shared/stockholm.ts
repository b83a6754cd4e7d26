/**
 * The site's days, on the server and in the admin area alike. "The day" is a calendar day in Europe/Stockholm,
 * where the agency is: a lead's date, a file name's date and an Insights day all change at midnight there,
 * whatever the server's or the browser's own zone. A day is written YYYY-MM-DD; it lasts 23 hours when the
 * clocks go forward (the last Sunday of March) and 25 when they go back (the last Sunday of October).
 */

// Made once: building a formatter costs far more than using one (it showed in the contact benchmark's profile).
const stockholmDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' });

const dayMs = 24 * 60 * 60 * 1000;

const stockholmClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Stockholm',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The hour (0–23) an instant is in Stockholm. */
export const stockholmHour = (now: Date = new Date()): number => Number(stockholmClock.format(now));

/** The Stockholm date of an instant (now by default). */
export function stockholmDate(now: string | Date = new Date()): string {
  return stockholmDay.format(new Date(now));
}

const noon = (day: string) => Date.parse(`${day}T12:00:00Z`);
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** True for a calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && dayOf(noon(value)) === value;
}

/** The Stockholm date `days` after (or before) a Stockholm date. */
export function addDays(day: string, days: number): string {
  return dayOf(noon(day) + days * dayMs);
}

/** The number of days from one date to another, both included (1 for a single day). */
export const daysIn = (from: string, to: string) => Math.round((noon(to) - noon(from)) / dayMs) + 1;

/** The instant a Stockholm day begins (its midnight is 22:00 or 23:00 UTC the day before). */
export function stockholmMidnight(day: string): number {
  for (const hours of [1, 2]) {
    const at = Date.parse(`${day}T00:00:00Z`) - hours * 3_600_000;
    if (stockholmDate(new Date(at)) === day && stockholmDate(new Date(at - 1)) !== day) return at;
  }
  throw new Error(`No Stockholm midnight for ${day}`);
}
