/**
 * How many of a list's `total` items to mount now: `first` (default `step`) at first, then `step`
 * more in each following task until all are in. A slow phone paints the first screen's cards
 * after one short task instead of after mounting them all in one long one (issue 16, P2: 40
 * product cards were one 300 ms task at 4× CPU slowdown, Lighthouse's blocking time). Each step is its own task
 * (a zero timeout), so a tap or a scroll is answered between them. A new `list` (another
 * category, another search) starts again from `first`. Items past the count are only late, never
 * missing: the count always reaches `total`.
 */
import { useEffect, useState } from 'react';

export function useProgressiveCount(
  total: number,
  step: number,
  list: string = '',
  first: number = step,
): number {
  const [state, setState] = useState({ list, count: first });
  const count = state.list === list ? state.count : first;
  useEffect(() => {
    if (count >= total) return undefined;
    const timer = setTimeout(() => setState({ list, count: count + step }), 0);
    return () => clearTimeout(timer);
  }, [count, total, step, list]);
  return Math.min(count, total);
}
