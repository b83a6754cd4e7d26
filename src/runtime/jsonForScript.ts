/**
 * JSON that is safe inside a <script> data block (application/json or application/ld+json): no value can
 * close the element early or break the line.
 */
export function jsonForScript(data: unknown, replacer?: (key: string, value: unknown) => unknown): string {
  return JSON.stringify(data, replacer)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
