/** Test data for the tracking screens: history entries built from a server status. */
import { stepFlagsForStatus, type TrackingStatus } from '../../../domain/tracking.ts';
import type { Product } from '../../../domain/types.ts';
import type { TrackedOrderEntry } from './tracking-queries.ts';

export function historyEntry(
  orderNumber: string,
  status: TrackingStatus,
  steps?: readonly string[],
  overrides: Partial<TrackedOrderEntry> = {},
): TrackedOrderEntry {
  return {
    orderNumber,
    createdDate: '2026-11-10T14:00:00.000Z',
    discount: 0,
    expectedDeliveryDate: '2026-11-20',
    fullPrice: 123.45,
    fullPriceWithoutTax: 100,
    orderProducts: [
      { sku: 'COLA350', quantity: 12 },
      { sku: 'GONE01', quantity: 3 },
    ],
    orderCreationChannel: 40,
    status,
    statusI18n: `orderStatus.${status}`,
    ...stepFlagsForStatus(status, steps),
    ...overrides,
  };
}

export function product(sku: string, description: string, price = 3.5): Product {
  return { sku, description, brand: 'Fizz', category: 'Soft drinks', price };
}
