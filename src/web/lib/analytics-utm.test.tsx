import { render } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '../../domain/types.ts';
import { ProductGrid } from '../components/product/product-grid.tsx';
import { track, trackViewItemList } from './analytics.ts';
import { currentUtm, rememberUtm } from './analytics-utm.ts';
import { writeStored } from './storage.ts';
import { initI18n } from './i18n.ts';
import { neutralTenant } from './tenant.ts';
import { TenantProvider } from './tenant-context.tsx';

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  delete window.dataLayer;
});

describe('UTM source and medium (SPEC §3 "analytics UTM source and medium")', () => {
  it.each([
    ['?utm_source=standalone&utm_medium=standalone', 'standalone', 'standalone'],
    ['?utm_source=WhatsApp&utm_medium=chat-bot', 'whatsapp', 'chat-bot'],
    ['?utm_source=newsletter', 'newsletter', 'newsletter'],
    ['?utm_source=a%20b%40c.com', 'chat', 'chat'],
    ['?userToken=abc', 'chat', 'chat'],
  ])('%s → source %s, medium %s', (search, source, medium) => {
    rememberUtm(search);
    expect(currentUtm()).toEqual({ utm_source: source, utm_medium: medium });
  });

  it('falls back to the stored origin (sourceType) for both', () => {
    writeStored('sourceType', 'standalone');
    expect(currentUtm()).toEqual({ utm_source: 'standalone', utm_medium: 'standalone' });
  });

  it('keeps the visit utm when a later query has none', () => {
    rememberUtm('?utm_source=sms&utm_medium=campaign');
    rememberUtm('?search=cola');
    expect(currentUtm()).toEqual({ utm_source: 'sms', utm_medium: 'campaign' });
  });
});

describe('analytics events carry utm source and medium, never personal data', () => {
  it.each([['view_cart'], ['begin_checkout'], ['purchase'], ['add_to_cart']] as const)(
    '%s carries the utm',
    (event) => {
      rememberUtm('?utm_source=standalone&utm_medium=standalone');
      track(event, { currency: 'BRL', value: 10 }, 'GTM-W3N8R2X');
      expect(window.dataLayer?.at(-1)).toEqual({
        event,
        currency: 'BRL',
        value: 10,
        utm_source: 'standalone',
        utm_medium: 'standalone',
      });
    },
  );

  it('view_item_list lists SKUs and prices only, and nothing without a gtmId', () => {
    expect(trackViewItemList([{ item_id: 'C1', quantity: 1, price: 2 }], undefined)).toBe(false);
    expect(window.dataLayer).toBeUndefined();
    expect(trackViewItemList([], 'GTM-W3N8R2X')).toBe(false);
    expect(trackViewItemList([{ item_id: 'C1', quantity: 1, price: 2 }], 'GTM-W3N8R2X')).toBe(true);
    expect(window.dataLayer).toEqual([
      {
        event: 'view_item_list',
        items: [{ item_id: 'C1', quantity: 1, price: 2 }],
        utm_source: 'chat',
        utm_medium: 'chat',
      },
    ]);
  });

  it('the product grid sends view_item_list once per list shown', () => {
    const products: Product[] = [
      { sku: 'C1', description: 'Cola 2L', brand: 'Cola', category: 'Soft', price: 2 },
      { sku: 'W1', description: 'Water', brand: 'Aqua', category: 'Water', price: 1 },
    ];
    const tenant = { ...neutralTenant('en'), gtmId: 'GTM-W3N8R2X' };
    const grid = (list: Product[]) => (
      <TenantProvider tenant={tenant}>
        <ProductGrid products={list} />
      </TenantProvider>
    );
    const view = render(grid(products));
    view.rerender(grid([...products]));
    expect(window.dataLayer?.filter((e) => e.event === 'view_item_list')).toHaveLength(1);
    expect(window.dataLayer?.[0]?.items).toEqual([
      { item_id: 'C1', quantity: 1, price: 2 },
      { item_id: 'W1', quantity: 1, price: 1 },
    ]);
    view.rerender(grid(products.slice(0, 1)));
    expect(window.dataLayer?.filter((e) => e.event === 'view_item_list')).toHaveLength(2);
  });
});
