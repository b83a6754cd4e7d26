/** The longest slug a post takes (postInputSchema). */
export const slugMaxLength = 120;

/**
 * A post's slug made from its title, as a writer would type it: lower case, letters without their marks
 * (å, ä → a; ö → o; é → e), the Nordic letters that have no mark to drop spelled out (æ → ae, ø → o, ß → ss),
 * every run of anything else one hyphen, none at either end, cut at a hyphen to fit the slug's length.
 * "Så når du ut på Google" → "sa-nar-du-ut-pa-google". Always matches the slug pattern, or is empty.
 */
export function slugFromTitle(title: string): string {
  const plain = title
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
  const slug = plain.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length <= slugMaxLength) return slug;
  const cut = slug.slice(0, slugMaxLength + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, slugMaxLength)).replace(/-+$/, '');
}
