// A sticky bottom bar reports its height to html's scroll-padding while it is on screen, and takes
// it back when it leaves (the layout itself is checked in Chromium by e2e/a11y-checkout.e2e.ts).
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { STICKY_END_PROPERTY, useStickyEndSize } from './sticky-end.ts';

function Bar({ height }: { height: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useStickyEndSize(ref);
  return (
    <div
      ref={(element) => {
        ref.current = element;
        // jsdom does no layout: the bar's height is given as offsetHeight.
        if (element) Object.defineProperty(element, 'offsetHeight', { value: height });
      }}
    />
  );
}

const reported = () => document.documentElement.style.getPropertyValue(STICKY_END_PROPERTY);

describe('useStickyEndSize', () => {
  it('sets the bar height while mounted and removes it on unmount', () => {
    expect(reported()).toBe('');
    const { unmount } = render(<Bar height={96} />);
    expect(reported()).toBe('96px');
    unmount();
    expect(reported()).toBe('');
  });
});
