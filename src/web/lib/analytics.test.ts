import { afterEach, describe, expect, it } from 'vitest';
import { track, type AnalyticsParams } from './analytics.ts';

afterEach(() => {
  delete window.dataLayer;
});

describe('analytics (SPEC §7 analytics events; no personal data)', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['GTM-ABC1234', true],
  ])('gtmId %j pushes: %s', (gtmId, pushed) => {
    expect(track('view_cart', { value: 10 }, gtmId)).toBe(pushed);
    expect(window.dataLayer?.length ?? 0).toBe(pushed ? 1 : 0);
  });

  it('sends only currency, value and item sku/quantity/price — never other fields', () => {
    const params = {
      currency: 'BRL',
      value: 12.5,
      items: [{ item_id: 'A', quantity: 2, price: 6.25, name: 'Shop 1001' }],
      clientId: '1001',
      address: 'Rua 1',
    } as unknown as AnalyticsParams;
    track('begin_checkout', params, 'GTM-ABC1234');
    expect(window.dataLayer).toHaveLength(1);
    const pushed = window.dataLayer?.[0] ?? {};
    expect(pushed).toMatchObject({
      event: 'begin_checkout',
      currency: 'BRL',
      value: 12.5,
      items: [{ item_id: 'A', quantity: 2, price: 6.25 }],
    });
    expect(pushed).not.toHaveProperty('clientId');
    expect(pushed).not.toHaveProperty('address');
    expect(JSON.stringify(pushed)).not.toMatch(/Shop 1001|Rua 1/);
  });
});
