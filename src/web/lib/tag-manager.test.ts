import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadTagManager, tagManagerUrl } from './tag-manager.ts';

const script = () => document.head.querySelector<HTMLScriptElement>('script#gtm-script');

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

beforeEach(() => {
  document.head.innerHTML = '';
  delete window.dataLayer;
  setReadyState('loading');
});

afterEach(() => {
  setReadyState('complete');
});

describe('Google Tag Manager loader (analytics, never blocking the first paint)', () => {
  it.each([[undefined], [''], ['UA-12345'], ['GTM-x"><script>']])(
    'loads nothing for the gtmId %j',
    (gtmId) => {
      expect(loadTagManager(gtmId)).toBe(false);
      window.dispatchEvent(new Event('load'));
      expect(script()).toBeNull();
      expect(window.dataLayer).toBeUndefined();
    },
  );

  it('waits for the load event, then adds one async gtm.js script (no inline script)', () => {
    expect(loadTagManager('GTM-W3N8R2X', window, () => 1234)).toBe(true);
    expect(script()).toBeNull();
    window.dispatchEvent(new Event('load'));
    const added = script();
    expect(added?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-W3N8R2X');
    expect(added?.async).toBe(true);
    expect(added?.textContent).toBe('');
    expect(window.dataLayer).toEqual([{ 'gtm.start': 1234, event: 'gtm.js' }]);
    window.dispatchEvent(new Event('load'));
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('adds it at once when the page has already loaded', () => {
    setReadyState('complete');
    loadTagManager('GTM-W3N8R2X');
    expect(script()?.src).toBe(tagManagerUrl('GTM-W3N8R2X'));
  });
});
