/**
 * Open invoices of client 1001 (PRODUCT.md): one expired (payment expired), one overdue (due
 * yesterday), one due tomorrow and one normal, plus one paid. Due dates are calendar days in
 * the tenant's time zone relative to `now`, so the statuses hold whenever the seed runs
 * (SPEC §4 invoice status: expired, overdue, dueNextDay, normal).
 */
import { addDays, localDate } from './local-dates.ts';
import { createPrng } from './prng.ts';
import type { InvoiceRow, OrderRow } from './rows.ts';
import { tenantSeedProfile } from './tenant-profiles.ts';

export type SeededInvoiceStatus = 'paid' | 'expired' | 'overdue' | 'dueNextDay' | 'normal';

/** Due date offsets from today, in the order invoices are matched to 1001's orders. */
const plan: readonly { status: SeededInvoiceStatus; dueInDays: number }[] = [
  { status: 'paid', dueInDays: -45 },
  { status: 'expired', dueInDays: -20 },
  { status: 'overdue', dueInDays: -1 },
  { status: 'dueNextDay', dueInDays: 1 },
  { status: 'normal', dueInDays: 12 },
];

export function generateInvoices(
  tenantId: number,
  now: Date,
  orders: readonly OrderRow[],
): InvoiceRow[] {
  const profile = tenantSeedProfile(tenantId);
  const prng = createPrng(`invoices-${tenantId}`);
  const today = localDate(now, profile.timeZone);
  // Delivered orders oldest first, then the one out for delivery (invoiced on dispatch).
  const invoiced = orders
    .filter((o) => o.client_id === '1001' && (o.status === 'DELIVERED' || o.status === 'ROUTED'))
    .sort(
      (a, b) => statusRank(a) - statusRank(b) || a.created_at.getTime() - b.created_at.getTime(),
    );
  return plan.map((entry, i) => {
    const order = invoiced[i] ?? invoiced[invoiced.length - 1];
    if (!order) throw new Error('client 1001 needs delivered orders to invoice');
    const dueDate = addDays(today, entry.dueInDays);
    return {
      tenant_id: tenantId,
      document_number: `${String(tenantId).padStart(2, '0')}${String(4500 + i).padStart(7, '0')}`,
      client_id: '1001',
      order_number: order.order_number,
      due_date: dueDate,
      value: order.total,
      payment_expired: entry.status === 'expired',
      bar_code: Array.from({ length: 47 }, () => prng.int(0, 9)).join(''),
      paid: entry.status === 'paid',
      created_at: order.created_at,
    };
  });
}

function statusRank(order: OrderRow): number {
  return order.status === 'DELIVERED' ? 0 : 1;
}
