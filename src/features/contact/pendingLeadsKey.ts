/** The local-storage key the specification names for leads kept in the browser (pendingLeads.ts keeps them). */
export const pendingLeadsKey = 'admin-leads';

/**
 * Whether the browser keeps a lead the server has not confirmed: asked by the first file at every start, so
 * it reads the key only and leaves the list (and the code that writes it) to pendingLeads.ts.
 */
export function hasPendingLeads(): boolean {
  try {
    return !!localStorage.getItem(pendingLeadsKey);
  } catch {
    return false;
  }
}
