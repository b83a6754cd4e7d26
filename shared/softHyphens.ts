/**
 * The soft hyphen (U+00AD) the server puts in the long words visitors read (server/content/hyphenation.ts): drawn
 * as a hyphen only where a line breaks at it. Texts that are no lines on the page (the document's title, meta
 * descriptions, social cards, structured data) are given without them.
 */
export const softHyphen = '\u00AD';

/** `text` without soft hyphens. */
export const withoutSoftHyphens = (text: string): string => text.replaceAll(softHyphen, '');
