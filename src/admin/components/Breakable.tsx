import { Fragment } from 'react';

/**
 * The text cut after each place it may wrap. A whole address's host may also wrap after the dot of each subdomain
 * (partners.|example.com), its domain (example.com) staying whole as an e-mail address's does.
 */
export function addressParts(text: string): string[] {
  const after = new Set<number>();
  for (const match of text.matchAll(/[/@?&=]/g)) after.add(match.index + 1);
  const host = /^[a-z][a-z0-9+.-]*:\/\/([^/?#@]*)/i.exec(text);
  if (host) {
    const start = host[0].length - host[1]!.length;
    const dots = [...host[1]!.matchAll(/\./g)].slice(0, -1);
    for (const dot of dots) after.add(start + dot.index + 1);
  }
  const cuts = [0, ...[...after].filter((at) => at < text.length).sort((a, b) => a - b), text.length];
  return cuts.slice(1).map((end, index) => text.slice(cuts[index], end));
}

/**
 * A file's name cut after each `_` and `.` (`kampanj_var_2026_final.webp`), where a name joined by underscores may
 * wrap: a browser wraps after a hyphen or a space by itself, never after these.
 */
export function fileNameParts(name: string): string[] {
  return name.split(/(?<=[_.])(?=.)/);
}

/**
 * An address (a path, an e-mail address, a link) that may wrap after each `/`, `@`, `?`, `&` and `=`, and after a
 * subdomain (partners.example.com is wider than a table cell on a phone), and never inside a word:
 * in a table cell whose words are kept whole (`overflow-wrap: break-word`), these are the places it can wrap.
 * A file's name (`kind="file"`) may wrap after its underscores and dots instead (`fileNameParts`).
 */
export function Breakable({
  text,
  lang,
  kind = 'address',
}: {
  text: string;
  lang?: string;
  kind?: 'address' | 'file';
}) {
  return <span lang={lang}>{wrapPlaces(text, kind)}</span>;
}

/**
 * The text with a `<wbr>` at each place it may wrap, to put inside an element of one's own (a list item, a `strong`)
 * whose text stays its own.
 */
export function wrapPlaces(text: string, kind: 'address' | 'file' = 'address') {
  return (kind === 'file' ? fileNameParts(text) : addressParts(text)).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
