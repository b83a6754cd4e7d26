/**
 * JSON that is safe inside a <script> data block (application/json or application/ld+json): no value can
 * close the element early or break the line.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
