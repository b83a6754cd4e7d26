import type { Page } from '@playwright/test';

/**
 * Words the page shows broken across two lines inside the word ("Andersso|n", "Publish|ed", "2026-|11-28" is
 * allowed: a break at a hyphen, a soft hyphen, a slash or an `@` is a break between parts). A word in a box set with
 * `hyphens: auto` may break where the browser hyphenates it; a word in a box that scrolls sideways by design, in
 * code, or hidden, is not looked at, nor a word wider than its box (it cannot be kept whole). Each answer names
 * the word and the element it is in.
 *
 * A label drawn by CSS (`content: attr(data-label)` in a ::before or ::after, as the admin's tables on a phone
 * name each cell) has no text node to measure: each of its words is measured in its font against the width the
 * pseudo-element is given, and one wider than that breaks.
 */
export function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const skipped = new Map<Element, boolean>();
    const skip = (element: Element): boolean => {
      const known = skipped.get(element);
      if (known !== undefined) return known;
      const style = getComputedStyle(element);
      const result =
        style.display === 'none' ||
        style.visibility === 'hidden' ||
        style.hyphens === 'auto' ||
        ['CODE', 'PRE', 'SCRIPT', 'STYLE', 'TEXTAREA'].includes(element.tagName) ||
        (style.overflow === 'hidden' && element.getBoundingClientRect().width <= 1) ||
        (element.parentElement ? skip(element.parentElement) : false);
      skipped.set(element, result);
      return result;
    };
    // The width a word has to fit in: the content box of the nearest ancestor that has one (an inline element such
    // as a link or a <strong> has no width of its own: its clientWidth is 0).
    const boxWidths = new Map<Element, number>();
    const boxWidth = (element: Element): number => {
      const known = boxWidths.get(element);
      if (known !== undefined) return known;
      let width: number;
      if (element.clientWidth > 0) {
        const style = getComputedStyle(element);
        width = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      } else {
        width = element.parentElement ? boxWidth(element.parentElement) : Infinity;
      }
      boxWidths.set(element, width);
      return width;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || text.trim() === '' || skip(parent)) continue;
      for (const match of text.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        let rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
        // After a soft hyphen that broke the line, the range's first box is the hyphen the browser drew at the end
        // of the line before: no part of this word.
        if (text[match.index - 1] === '\u00ad' && rects.length > 1) {
          const hyphen = parseFloat(getComputedStyle(parent).fontSize);
          if (rects[0]!.top < rects.at(-1)!.top && rects[0]!.width < hyphen) rects = rects.slice(1);
        }
        const lines = new Set(rects.map((rect) => Math.round(rect.top)));
        // A word wider than the box it is set in (a 60-letter address segment) cannot be kept whole.
        const wordWidth = rects.reduce((sum, rect) => sum + rect.width, 0);
        if (lines.size > 1 && wordWidth <= boxWidth(parent)) {
          const classes = typeof parent.className === 'string' ? parent.className.split(' ')[0] : '';
          problems.push(
            `"${match[0]}" broken across lines in <${parent.tagName.toLowerCase()}${classes ? `.${classes}` : ''}>`,
          );
        }
      }
    }
    const measure = document.createElement('canvas').getContext('2d')!;
    for (const element of document.body.querySelectorAll('*')) {
      if (skip(element)) continue;
      for (const pseudo of ['::before', '::after'] as const) {
        const style = getComputedStyle(element, pseudo);
        const attribute = /^attr\(([\w-]+)\)$/.exec(style.content)?.[1];
        const quoted = /^"(.*)"$/.exec(style.content)?.[1];
        const label = attribute ? element.getAttribute(attribute) : quoted;
        if (!label || !style.width.endsWith('px')) continue;
        const width = parseFloat(style.width);
        measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        for (const match of label.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
          if (measure.measureText(match[0]).width > width + 0.5)
            problems.push(
              `"${match[0]}" wider than the ${pseudo} label of <${element.tagName.toLowerCase()}> (${Math.round(width)} px)`,
            );
        }
      }
    }
    return problems;
  });
}
