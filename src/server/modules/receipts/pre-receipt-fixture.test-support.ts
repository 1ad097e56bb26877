/** A pre-receipt for tests: Moroccan tenant, amounts that exercise grouping and the two decimals. */
import type { PreReceipt, PreReceiptLine } from './pre-receipt-document.ts';

export function receiptLines(count: number): PreReceiptLine[] {
  return Array.from({ length: count }, (_, i) => ({
    sku: `SKU-${String(i + 1).padStart(3, '0')}`,
    description: `Coca-Cola 1,5 L pack ${i + 1}`,
    quantity: i + 1,
    unitPrice: 1234.5,
    lineTotal: 1234.5 * (i + 1),
  }));
}

export function sampleReceipt(overrides: Partial<PreReceipt> = {}): PreReceipt {
  return {
    bottlerName: 'Atlas Boissons',
    bottlerLogoText: 'ATLAS',
    clientName: 'Épicerie Ben Salah',
    clientDocument: 'ICE 001234567000089',
    clientAddress: '12 rue des Orangers, Casablanca',
    orderNumber: '4001234',
    createdAt: '2026-03-15T13:45:00.000Z',
    expectedDeliveryDate: '2026-03-18',
    deliveryDates: ['2026-03-18', '2026-03-25'],
    paymentMode: 'Espèces à la livraison',
    currency: 'MAD',
    lines: [
      {
        sku: 'CC-150',
        description: 'Coca-Cola 1,5 L',
        quantity: 10,
        unitPrice: 123.45,
        lineTotal: 1234.5,
      },
      { sku: 'FT-033', description: 'Fanta 33 cl', quantity: 24, unitPrice: 4.5, lineTotal: 108 },
    ],
    priceWithoutDiscount: 1342.5,
    discount: 12.5,
    promoDiscount: 0,
    vat: 266,
    total: 1596,
    timeZone: 'Africa/Casablanca',
    ...overrides,
  };
}
