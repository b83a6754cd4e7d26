/**
 * The contact page, fetched ahead from every public page that links to it once that page has settled
 * (src/app/prefetchWhenIdle.ts adds these rules then): it is where the site's calls to action lead (the hero,
 * every plan, the closing call of each page), and on a phone's network its document would otherwise cost a
 * round trip or two after the tap. Only the document, in either language: nothing of it runs until the visitor
 * goes there. The server allows this exact text by its hash in the Content Security Policy
 * (server/routes/speculationRules.ts). Written out rather than built from shared/paths.ts: it ships in the first
 * file, where every byte is counted.
 */
export const contactPrefetchRulesText =
  '{"prefetch":[{"where":{"href_matches":["/contact","/en/contact"]},"eagerness":"immediate"}]}';
