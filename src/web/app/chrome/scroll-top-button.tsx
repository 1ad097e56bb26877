/**
 * SPEC §2 Chrome: a scroll-to-top button appears when scrolling stops for 500 ms with an offset
 * above 0, where the tenant's showBackToTopButton is on.
 */
import { useEffect, useState } from 'react';
import { useT } from '../../lib/use-t.ts';
import overlays from './overlays.module.css';
import { Icon } from './icons.tsx';

/** SPEC §2: the pause after the last scroll event. */
export const SCROLL_STOP_MS = 500;

export function ScrollTopButton() {
  const t = useT();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setVisible(window.scrollY > 0), SCROLL_STOP_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className={overlays.scrollTop}
      aria-label={t('chrome.scrollTop')}
      onClick={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        setVisible(false);
      }}
    >
      <Icon name="up" />
    </button>
  );
}
