/**
 * Where things are drawn, as a shop owner sees them: what shares a row on a 360 px phone.
 */
import type { Locator } from 'playwright-core';

/** True when the two boxes overlap vertically: drawn on one row, not one above the other. */
export async function onOneRow(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (first === null || second === null) throw new Error('an element is not drawn');
  return first.y < second.y + second.height && second.y < first.y + first.height;
}
