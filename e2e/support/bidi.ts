// Bidirectional layout checks of what a page draws.
import type { Locator } from 'playwright-core';

/**
 * Whether an amount is laid out as written ("579,00 DH"), its first letter or digit left of its
 * last: an amount not isolated from the Arabic around it is drawn "DH 579,00".
 */
export async function drawnAsWritten(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const places: { node: Text; index: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.textContent ?? '';
      for (let index = 0; index < value.length; index += 1) {
        if (/[\p{L}\p{N}]/u.test(value[index] ?? '')) places.push({ node: node as Text, index });
      }
    }
    const first = places[0];
    const last = places.at(-1);
    if (!first || !last) throw new Error(`no amount in “${element.textContent ?? ''}”`);
    const left = ({ node, index }: { node: Text; index: number }) => {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      return range.getBoundingClientRect().left;
    };
    return left(first) < left(last);
  });
}
