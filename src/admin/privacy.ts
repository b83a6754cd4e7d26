import type { ErasedCounts, PersonalDataExport } from '../../shared/privacy';
import { AdminApiError, adminFetch } from './api';
import { saveFile } from './saveFile';

const query = (email: string) => new URLSearchParams({ email }).toString();

/** How much erasing the address would delete, for the confirmation. */
export const personalDataSummary = (email: string) =>
  adminFetch<ErasedCounts>(`/api/admin/privacy/summary?${query(email)}`);

/** Deletes everything the site holds about the address; answers what went. */
export const erasePersonalData = (email: string) =>
  adminFetch<ErasedCounts>('/api/admin/privacy/erase', {
    method: 'POST',
    body: JSON.stringify({ email }),
  });

/**
 * Downloads everything the site holds about the address as the server's JSON file, and answers how much it
 * held. Nothing is downloaded when it held nothing.
 */
export async function exportPersonalData(email: string): Promise<ErasedCounts> {
  const response = await fetch(`/api/admin/privacy/export?${query(email)}`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new AdminApiError(response.status, body?.message ?? `The export failed (${response.status})`);
  }
  const blob = await response.blob();
  const data = JSON.parse(await blob.text()) as PersonalDataExport;
  const counts = {
    leads: data.leads.length,
    mails: data.mails.length + data.leads.reduce((sum, lead) => sum + lead.mails.length, 0),
  };
  if (counts.leads + counts.mails > 0) {
    const name =
      /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
      'personal-data.json';
    saveFile(blob, name);
  }
  return counts;
}
