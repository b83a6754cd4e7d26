import type { Lang } from '../../../shared/i18n';
import { pendingLeadsKey } from './pendingLeadsKey';

export { pendingLeadsKey };

export interface PendingLead {
  id: string;
  name: string;
  email: string;
  phone: string;
  website: string;
  message: string;
  language: Lang;
  date: string;
  status: 'New';
  /** True once the EmailJS fallback told the agency, so the server does not mail it again. */
  fallbackDelivered: boolean;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The leads the server has not confirmed yet. Unreadable storage counts as empty. */
export function listPendingLeads(): PendingLead[] {
  try {
    const raw = storage()?.getItem(pendingLeadsKey);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? parsed.filter(
          (lead): lead is PendingLead => typeof lead?.id === 'string' && typeof lead?.email === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

function write(leads: PendingLead[]): boolean {
  const store = storage();
  if (!store) return false;
  try {
    if (leads.length === 0) store.removeItem(pendingLeadsKey);
    else store.setItem(pendingLeadsKey, JSON.stringify(leads));
    return true;
  } catch {
    return false;
  }
}

/** Keeps a lead until the server confirms it. Returns false when storage is unavailable (the server is the record). */
export function savePendingLead(lead: PendingLead): boolean {
  return write([...listPendingLeads().filter((item) => item.id !== lead.id), lead]);
}

export function updatePendingLead(id: string, change: Partial<PendingLead>): void {
  write(listPendingLeads().map((lead) => (lead.id === id ? { ...lead, ...change } : lead)));
}

export function removePendingLead(id: string): void {
  write(listPendingLeads().filter((lead) => lead.id !== id));
}
