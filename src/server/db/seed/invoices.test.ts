import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './catalogue.ts';
import { generateInvoices } from './invoices.ts';
import { addDays, localDate } from './local-dates.ts';
import { generateOrders } from './orders.ts';
import type { InvoiceRow } from './rows.ts';
import { demoTenantIds, tenantSeedProfile } from './tenant-profiles.ts';

/** SPEC §4 invoice status, as the finance screen derives it. */
function status(invoice: InvoiceRow, today: string): string {
  if (invoice.payment_expired) return 'expired';
  if (invoice.due_date < today) return 'overdue';
  if (invoice.due_date === addDays(today, 1)) return 'dueNextDay';
  return 'normal';
}

function invoicesAt(tenantId: number, now: Date): InvoiceRow[] {
  return generateInvoices(
    tenantId,
    now,
    generateOrders(tenantId, now, generateCatalogue(tenantId)).orders,
  );
}

// Late evening in the Americas is already tomorrow in UTC; early morning in Bangkok is yesterday in UTC.
const instants = [
  '2026-03-10T12:00:00Z',
  '2026-03-11T02:30:00Z',
  '2026-03-10T20:30:00Z',
  '2026-12-31T23:59:00Z',
];
const cases = demoTenantIds.flatMap((tenantId) => instants.map((iso) => [tenantId, iso] as const));

describe('demo invoices of 1001 (PRODUCT.md; SPEC §4 invoice status)', () => {
  it.each(cases)(
    'tenant %i at %s: open invoices are expired, overdue, due tomorrow and normal',
    (tenantId, iso) => {
      const now = new Date(iso);
      const today = localDate(now, tenantSeedProfile(tenantId).timeZone);
      const open = invoicesAt(tenantId, now).filter((i) => !i.paid);
      expect(open.map((i) => status(i, today))).toEqual([
        'expired',
        'overdue',
        'dueNextDay',
        'normal',
      ]);
      const overdue = open[1];
      expect(overdue?.due_date).toBe(addDays(today, -1));
    },
  );

  it('bills orders of client 1001 that were delivered or are out for delivery', () => {
    const now = new Date(instants[0] ?? '');
    const { orders } = generateOrders(2, now, generateCatalogue(2));
    const invoices = generateInvoices(2, now, orders);
    for (const invoice of invoices) {
      const order = orders.find((o) => o.order_number === invoice.order_number);
      expect(order?.client_id).toBe('1001');
      expect(['DELIVERED', 'ROUTED']).toContain(order?.status);
      expect(invoice.value).toBe(order?.total);
    }
    expect(new Set(invoices.map((i) => i.document_number)).size).toBe(invoices.length);
  });

  it('is deterministic for the same now', () => {
    const now = new Date(instants[1] ?? '');
    expect(invoicesAt(14, now)).toEqual(invoicesAt(14, now));
  });
});
