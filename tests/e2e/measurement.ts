import type { Browser } from '@playwright/test';
import type { InsightsReport } from '../../shared/insights';
import type { MeasurementMode } from '../../shared/measurement';
import { expect, rememberEnglishAdmin } from './fixtures';
import { signIn } from './signIn';

/** The site's measurement as an Admin sets and reads it (Settings → Visitor statistics, Insights). */

const stockholmToday = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());

/** An Admin signed in (in English), and today's Insights as the API answers them. */
export async function signedInAdmin(browser: Browser) {
  const staff = await browser.newContext();
  await rememberEnglishAdmin(staff);
  const admin = await staff.newPage();
  await signIn(admin);
  const today = stockholmToday();
  const todaysReport = async () =>
    (await (
      await admin.request.get(`/api/admin/insights?from=${today}&to=${today}`)
    ).json()) as InsightsReport;
  return { staff, admin, today, todaysReport };
}

/** Sets the measurement mode in Admin → Settings' API, as an Admin. */
export async function setMeasurement(browser: Browser, baseURL: string, mode: MeasurementMode) {
  const { staff, admin } = await signedInAdmin(browser);
  const current = await (await admin.request.get('/api/admin/settings')).json();
  const saved = await admin.request.put('/api/admin/settings', {
    headers: { origin: baseURL },
    data: { ...current, measurement: mode },
  });
  expect(saved.status()).toBe(200);
  await staff.close();
}
