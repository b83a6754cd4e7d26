import { jsonForScript } from '../../runtime/jsonForScript';

/** Serialises structured data so no value can close the script element early. */
export const serializeJsonLd = jsonForScript;

/** Structured data (schema.org JSON-LD): a data block, not a script, so the CSP allows it. */
export function JsonLd({ data }: { data: object | object[] }) {
  const graph = Array.isArray(data) ? { '@context': 'https://schema.org', '@graph': data } : data;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(graph) }} />;
}
