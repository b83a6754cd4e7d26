import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The checks the sweeps run on every page they load (tests/e2e/sweeps.spec.ts): the layout, axe and the two
 * WCAG 2.2 criteria axe does not check. Each answers what is wrong as lines, an empty list when nothing is.
 */

/** What is wrong with the layout of the page as shown: an empty list when nothing is. */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const classes = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text}"`;
    };
    const scrolling = document.scrollingElement!;
    if (scrolling.scrollWidth > viewport)
      problems.push(`the document is ${scrolling.scrollWidth} px wide in a ${viewport} px viewport`);

    /** Hidden on purpose (visually hidden text, closed menus) or inside a box that scrolls by design. */
    const exempt = (element: Element): boolean => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden') return true;
        // Visually hidden text (read by screen readers): a clipped box of a pixel or less.
        if (style.overflow === 'hidden' && node.getBoundingClientRect().width <= 1) return true;
        if (node !== element && ['auto', 'scroll'].includes(style.overflowX)) return true;
      }
      return false;
    };

    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || exempt(element)) continue;
      // A box that reaches past the window's right or left edge is cut off (or makes the page scroll).
      if (box.right > viewport + 1 || box.left < -1) {
        // Only the outermost box that sticks out: its children are the same fault.
        const parentBox = element.parentElement?.getBoundingClientRect();
        if (!parentBox || (parentBox.right <= viewport + 1 && parentBox.left >= -1))
          problems.push(`${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
      }
      // Text wider than the box it is set in.
      const hasText = Array.from(element.childNodes).some(
        (child) => child.nodeType === Node.TEXT_NODE && child.textContent!.trim() !== '',
      );
      if (hasText && element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
        const style = getComputedStyle(element);
        if (style.display !== 'inline' && style.textOverflow !== 'ellipsis')
          problems.push(
            `${describe(element)}: text ${element.scrollWidth} px wide in a ${element.clientWidth} px box`,
          );
      }
    }
    return problems;
  });
}

/**
 * Grids of cards that end with a lone card (issue #43: 3 + 1, 2 + 1), on the page as shown: a grid or wrapping
 * row of three items or more whose first row holds two or more and whose last row holds one narrower than the
 * row. An item as wide as the row (a field spanning the form, a column that stacks on a phone) is no lone card;
 * items under 64 px tall are lines of text, not cards.
 */
export function unbalancedGrids(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const container of Array.from(document.querySelectorAll('main *'))) {
      const style = getComputedStyle(container);
      const laidOut = style.display === 'grid' || (style.display === 'flex' && style.flexWrap === 'wrap');
      if (!laidOut) continue;
      const items = Array.from(container.children).filter((child) => {
        const box = child.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(child).position !== 'absolute';
      });
      // Cards are boxes of some height: a row of words (a card's category, date and reading time) or of one-line
      // points (the hero's promises) is text that wraps, not a grid of cards.
      if (items.length < 3 || items.some((item) => item.getBoundingClientRect().height < 64)) continue;
      const rows = new Map<number, Element[]>();
      for (const item of items) {
        const top = Math.round(item.getBoundingClientRect().top);
        const row = [...rows.keys()].find((known) => Math.abs(known - top) < 4) ?? top;
        rows.set(row, [...(rows.get(row) ?? []), item]);
      }
      const ordered = [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
      const firstRow = ordered[0]!;
      const lastRow = ordered.at(-1)!;
      if (ordered.length < 2 || firstRow.length < 2 || lastRow.length !== 1) continue;
      const width = container.getBoundingClientRect().width;
      if (lastRow[0]!.getBoundingClientRect().width >= width * 0.75) continue;
      const text = (container.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      problems.push(
        `<${container.tagName.toLowerCase()}> "${text}": ${ordered.map((row) => row.length).join(' + ')}`,
      );
    }
    return problems;
  });
}

/**
 * Words split across two lines without a hyphen (issue #43: "Mobilanpass|ad", "Personuppgiftsansvari|g"), on the
 * page as shown. A word may wrap after a hyphen, a dash or a slash, or at a soft hyphen (where the browser draws
 * a hyphen); an e-mail address, a web address or a number may wrap anywhere. Text hidden on purpose (closed menus,
 * visually hidden text) and text in a box that scrolls by design is not read.
 */
export function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const breakable = /[-\u2010\u2013\u2014/\u00ad]/;
    const address = /@|:\/\/|^www\./;
    const shown = (element: Element): boolean => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden') return false;
        if (style.overflow === 'hidden' && node.getBoundingClientRect().width <= 1) return false;
        if (node !== element && ['auto', 'scroll'].includes(style.overflowX)) return false;
      }
      return true;
    };
    /** The distinct lines (by their tops) a range's boxes lie on. */
    const lines = (range: Range) => {
      const tops: number[] = [];
      for (const box of Array.from(range.getClientRects())) {
        if (box.width === 0) continue;
        if (!tops.some((top) => Math.abs(top - box.top) < box.height / 2)) tops.push(box.top);
      }
      return tops;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || text.trim().length < 2 || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName))
        continue;
      range.selectNodeContents(node);
      // One line: no word of it can be split.
      if (lines(range).length < 2 || !shown(parent)) continue;
      for (const match of text.matchAll(/\S{2,}/g)) {
        const word = match[0];
        // A number (a date, a reference) has no syllables to break at: where it is wider than its line, the
        // browser's break inside it is the only one there is.
        if (address.test(word) || !/\p{L}/u.test(word)) continue;
        range.setStart(node, match.index);
        range.setEnd(node, match.index + word.length);
        if (lines(range).length < 2) continue;
        // Where it wraps: the first character on a lower line than the word's first.
        range.setEnd(node, match.index + 1);
        const firstTop = range.getClientRects()[0]?.top ?? 0;
        let at = 1;
        for (; at < word.length; at += 1) {
          range.setStart(node, match.index + at);
          range.setEnd(node, match.index + at + 1);
          const box = Array.from(range.getClientRects()).find((rect) => rect.width > 0);
          if (box && box.top > firstTop + box.height / 2) break;
        }
        // A break at a soft hyphen is measured at the character after it (the hyphen itself has no width).
        if (breakable.test(word.slice(Math.max(0, at - 2), at))) continue;
        const where =
          parent.closest('h1, h2, h3, h4, h5, h6, li, p, a, button, label, dt, dd, td, th') ?? parent;
        problems.push(
          `<${where.tagName.toLowerCase()}> "${word.replace(/\u00ad/g, '')}" breaks as "${word.slice(0, at).replace(/\u00ad/g, '')}|${word.slice(at).replace(/\u00ad/g, '')}"`,
        );
      }
    }
    return problems;
  });
}

/** axe's violations of WCAG 2.1 A and AA on the page as shown. */
export async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id} (${violation.nodes.length}) ${violation.nodes[0]?.target.join(' ')}`,
  );
}

/**
 * 2.5.8: the targets smaller than 24 × 24 CSS px that no exception covers. Exempt, as the criterion says: a
 * link inside a sentence (inline, with text around it), and a small target with room around it (a 24 px
 * square on its centre touches no other target).
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="switch"], [role="menuitem"]';
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') return false;
        if (style.overflow === 'hidden' && node.getBoundingClientRect().width <= 1) return false;
      }
      return true;
    };
    const targets = Array.from(document.querySelectorAll(selector)).filter(
      // A control inside another target (a label's input, a link's button) is that target.
      (element) => visible(element) && !element.parentElement?.closest(selector),
    );
    const boxes = targets.map((element) => element.getBoundingClientRect());
    const inSentence = (element: Element) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      const block = element.parentElement;
      if (!block) return false;
      const text = (block.textContent ?? '').replace(element.textContent ?? '', '').trim();
      return text.length > 0;
    };
    const problems: string[] = [];
    targets.forEach((element, index) => {
      const box = boxes[index]!;
      if (box.width >= 23.5 && box.height >= 23.5) return;
      if (inSentence(element)) return;
      const centreX = box.left + box.width / 2;
      const centreY = box.top + box.height / 2;
      const crowded = boxes.some(
        (other, otherIndex) =>
          otherIndex !== index &&
          other.left < centreX + 12 &&
          other.right > centreX - 12 &&
          other.top < centreY + 12 &&
          other.bottom > centreY - 12,
      );
      if (!crowded) return;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      problems.push(
        `<${element.tagName.toLowerCase()}> "${name}" is ${Math.round(box.width)}×${Math.round(box.height)} px`,
      );
    });
    return problems;
  });
}

/**
 * 2.4.11: after each Tab, the focused element is not wholly hidden under something laid over it (the site's
 * fixed bar, a toast): it is on top at one of its points at least. Walks the first `presses` stops of the tab
 * order. A stop scrolled wholly out of the window is the browser's to bring into view, not a cover's fault.
 */
export async function obscuredFocus(page: Page, presses: number): Promise<string[]> {
  const problems: string[] = [];
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.locator('body').focus();
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    const problem = await page.evaluate(async () => {
      // As painted: two frames after the key, so what the press changed (the skip link leaving) has settled.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const focused = document.activeElement;
      if (!focused || focused === document.body) return null;
      const box = focused.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return null;
      // What is on top at its centre and near its corners: the element itself (or what it holds) at one
      // point at least, or something laid over it at every one.
      const points = [
        [0.5, 0.5],
        [0.1, 0.1],
        [0.9, 0.1],
        [0.1, 0.9],
        [0.9, 0.9],
      ].map(([x, y]) => [box.left + box.width * x!, box.top + box.height * y!] as const);
      const onTop = points
        .filter(([x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight)
        .map(([x, y]) => document.elementFromPoint(x, y));
      if (onTop.length === 0 || onTop.some((element) => element && focused.contains(element))) return null;
      const cover = onTop.find(Boolean)!;
      const name = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40);
      return `<${focused.tagName.toLowerCase()}> "${name}" is hidden under <${cover.tagName.toLowerCase()}> "${(cover.textContent ?? '').trim().slice(0, 30)}"`;
    });
    if (problem) problems.push(problem);
  }
  return problems;
}
