/** Serialises structured data so no value can close the script element early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Structured data (schema.org JSON-LD): a data block, not a script, so the CSP allows it. */
export function JsonLd({ data }: { data: object | object[] }) {
  const graph = Array.isArray(data) ? { '@context': 'https://schema.org', '@graph': data } : data;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(graph) }} />;
}
