import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '../../../domain/types.ts';
import { rememberUtm } from '../../lib/analytics-utm.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { initI18n } from '../../lib/i18n.ts';
import { neutralTenant } from '../../lib/tenant.ts';
import { TenantProvider } from '../../lib/tenant-context.tsx';
import { AddToCartButton } from './add-to-cart-button.tsx';

const cola: Product = {
  sku: 'C1',
  description: 'Cola 2L',
  brand: 'Cola',
  category: 'Soft',
  price: 2,
};

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  delete window.dataLayer;
});

function renderButton(gtmId: string | undefined) {
  const tenant = { ...neutralTenant('en'), gtmId, currency: 'BRL' };
  render(
    <TenantProvider tenant={tenant}>
      <AddToCartButton product={cola} quantity={3} label="Cola 2L" />
    </TenantProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: /Cola 2L/ }));
}

describe('add_to_cart analytics event (SPEC §7 analytics events)', () => {
  it('sends the SKU, quantity added, price, currency and utm: nothing personal', () => {
    rememberUtm('?utm_source=standalone&utm_medium=standalone');
    renderButton('GTM-W3N8R2X');
    expect(window.dataLayer).toEqual([
      {
        event: 'add_to_cart',
        currency: 'BRL',
        items: [{ item_id: 'C1', quantity: 3, price: 2 }],
        utm_source: 'standalone',
        utm_medium: 'standalone',
      },
    ]);
  });

  it('sends nothing for a tenant without gtmId', () => {
    renderButton(undefined);
    expect(useCartStore.getState().items).toHaveLength(1);
    expect(window.dataLayer).toBeUndefined();
  });
});
