/**
 * The mailbox an address delivers to, for counting what one person receives: `Anna.Berg+news@Gmail.com`,
 * `annaberg@googlemail.com` and `annaberg@gmail.com` are one mailbox. Case is dropped, a `+tag` is dropped
 * (every large provider delivers tags to the plain address), and where the provider ignores dots in the local
 * part (Gmail), so are they.
 */
const dotBlindDomains = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

export function mailboxOf(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 1) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  local = local.split('+')[0] || local;
  const dotBlind = dotBlindDomains.get(domain);
  if (dotBlind) {
    domain = dotBlind;
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}

/** The domains whose addresses can share a mailbox with an address on `domain` (itself, and its aliases). */
export function domainsSharingMailboxes(domain: string): string[] {
  const canonical = dotBlindDomains.get(domain.toLowerCase());
  if (!canonical) return [domain.toLowerCase()];
  return [...dotBlindDomains].filter(([, to]) => to === canonical).map(([from]) => from);
}
