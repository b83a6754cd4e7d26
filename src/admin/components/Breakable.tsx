import { Fragment } from 'react';

/**
 * An address (a path, an e-mail address, a link) that may wrap after each `/`, `@`, `?`, `&` and `=`, and never
 * inside a word:
 * in a table cell whose words are kept whole (`overflow-wrap: break-word`), these are the places it can wrap.
 */
export function Breakable({ text, lang }: { text: string; lang?: string }) {
  return (
    <span lang={lang}>
      {text.split(/(?<=[/@?&=])/).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
