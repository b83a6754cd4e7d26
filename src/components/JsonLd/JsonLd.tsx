import { withoutSoftHyphens } from '../../../shared/softHyphens';
import { jsonForScript } from '../../runtime/jsonForScript';

/**
 * Serialises structured data so no value can close the script element early, its texts without the soft hyphens
 * the page's lines have (a search engine reads them as words).
 */
export const serializeJsonLd = (data: unknown) =>
  jsonForScript(data, (_key, value: unknown) =>
    typeof value === 'string' ? withoutSoftHyphens(value) : value,
  );

/** Structured data (schema.org JSON-LD): a data block, not a script, so the CSP allows it. */
export function JsonLd({ data }: { data: object | object[] }) {
  const graph = Array.isArray(data) ? { '@context': 'https://schema.org', '@graph': data } : data;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(graph) }} />;
}
