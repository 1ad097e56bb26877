import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, TEST_NOW, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { expectTokenRefusals } from './auth-cases.test-support.ts';
import { formatDueDate } from './invoices-service.ts';

const DAY_MS = 86_400_000;
const URL = '/api/getOpenInvoices';

interface Invoice {
  orderNumber: string;
  invoiceDocumentNumber: string;
  invoiceDueDate: string;
  formattedInvoiceDueDate: string;
  invoiceOrderValue: number;
  invoicePaymentExpired: boolean;
  paymentData: string;
  status: string;
}

describe.each(testDatabases())('getOpenInvoices on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
  });
  afterAll(() => t.close());

  /** The open invoices of a shop, read at `at` (the clock is restored afterwards). */
  async function invoicesAt(bottler: number, clientId: string, at: Date = TEST_NOW) {
    t.clock.set(at);
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: URL,
        headers: await t.auth(bottler, clientId),
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { hasOpenInvoices: boolean; openInvoices: Invoice[] };
    } finally {
      t.clock.set(TEST_NOW);
    }
  }

  it('client 1001 of tenant 2: the four seeded statuses, by due date, paid one left out (SPEC §4 invoice status)', async () => {
    const body = await invoicesAt(2, '1001');
    expect(body.hasOpenInvoices).toBe(true);
    // TEST_NOW is 2026-11-18 12:00 in São Paulo.
    expect(body.openInvoices.map((i) => [i.invoiceDueDate, i.status])).toEqual([
      ['2026-10-29', 'expired'],
      ['2026-11-17', 'overdue'],
      ['2026-11-19', 'dueNextDay'],
      ['2026-11-30', 'normal'],
    ]);
    expect(body.openInvoices.map((i) => i.invoicePaymentExpired)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(body.openInvoices.map((i) => i.formattedInvoiceDueDate)).toEqual([
      '29/10/2026',
      '17/11/2026',
      '19/11/2026',
      '30/11/2026',
    ]);
    for (const invoice of body.openInvoices) {
      expect(invoice.invoiceDocumentNumber).toMatch(/^02\d{7}$/);
      expect(invoice.paymentData).toMatch(/^\d{47}$/);
      expect(typeof invoice.invoiceOrderValue).toBe('number');
      expect(invoice.invoiceOrderValue).toBeGreaterThan(0);
    }
    // The paid invoice (first of the seed plan) is not open.
    expect(body.openInvoices.map((i) => i.invoiceDocumentNumber)).not.toContain('020004500');
  });

  it.each([
    // [label, instant, statuses]
    [
      'one day later: due tomorrow becomes due today = normal',
      new Date(TEST_NOW.getTime() + DAY_MS),
      ['expired', 'overdue', 'normal', 'normal'],
    ],
    [
      'eleven days later: due tomorrow is overdue, the normal one is due tomorrow',
      new Date(TEST_NOW.getTime() + 11 * DAY_MS),
      ['expired', 'overdue', 'overdue', 'dueNextDay'],
    ],
    [
      '02:30 UTC next day is still 18 Nov in São Paulo: nothing shifts (tenant time zone)',
      new Date('2026-11-19T02:30:00.000Z'),
      ['expired', 'overdue', 'dueNextDay', 'normal'],
    ],
    [
      '03:00 UTC next day is 19 Nov 00:00 in São Paulo: shifted',
      new Date('2026-11-19T03:00:00.000Z'),
      ['expired', 'overdue', 'normal', 'normal'],
    ],
  ])('statuses move with the clock — %s (SPEC §4)', async (_label, at, statuses) => {
    const body = await invoicesAt(2, '1001', at);
    expect(body.openInvoices.map((i) => i.status)).toEqual(statuses);
  });

  it('client 1002 has no open invoices', async () => {
    expect(await invoicesAt(2, '1002')).toEqual({ hasOpenInvoices: false, openInvoices: [] });
  });

  it("tenant 5's token sees only tenant 5's invoices, formatted for fr-MA", async () => {
    const five = await invoicesAt(5, '1001');
    const two = await invoicesAt(2, '1001');
    expect(five.openInvoices).toHaveLength(4);
    for (const invoice of five.openInvoices) {
      expect(invoice.invoiceDocumentNumber).toMatch(/^05\d{7}$/);
      expect(invoice.formattedInvoiceDueDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    }
    const fiveDocuments = five.openInvoices.map((i) => i.invoiceDocumentNumber);
    for (const invoice of two.openInvoices) {
      expect(fiveDocuments).not.toContain(invoice.invoiceDocumentNumber);
    }
  });

  it('a tenant with finance off (tenant 3) answers no invoices', async () => {
    expect(await invoicesAt(3, '1001')).toEqual({ hasOpenInvoices: false, openInvoices: [] });
  });

  it('refuses missing, tampered and expired tokens', async () => {
    await expectTokenRefusals(t, { method: 'GET', url: URL });
  });
});

describe('formatDueDate', () => {
  it.each([
    ['pt-BR', '2026-03-01', '01/03/2026'],
    ['fr-MA', '2026-12-31', '31/12/2026'],
    ['ar-MA-u-nu-latn', '2026-03-01', '01/03/2026'],
    ['ar', '2026-03-01', '01/03/2026'],
    ['es-CL', '2026-01-09', '09-01-2026'],
  ])('%s formats %s as %s, Latin digits, no bidi marks', (locale, date, expected) => {
    expect(formatDueDate(date, locale)).toBe(expected);
  });
});
