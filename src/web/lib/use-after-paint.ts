/**
 * False until the frame after mount has been drawn, then true: what mounts behind it waits for the
 * first screen's paint instead of sharing its task. It turns true in the animation frame after the
 * next one. A zero timeout, or the next frame's own callback, runs before that frame is shown, so
 * a slow render there would still hold it back. The home paints its banner, its largest picture,
 * one long render sooner on a slow phone (issue 16, P2).
 */
import { useEffect, useState } from 'react';

export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setPainted(true));
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}
