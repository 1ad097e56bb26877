/** Answers of the console's calls as the contract types them, for the screen tests. */
import type { CallResponse } from '../../../contract/index.ts';

type OrderRow = CallResponse<'adminOrders'>['items'][number];

export function orderRow(orderNumber: string, overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    orderNumber,
    clientId: '1001',
    clientName: 'Mercearia Lusa',
    channel: 40,
    status: 'REGISTERED',
    orderType: '',
    createdAt: '2026-11-20T10:00:00.000Z',
    expectedDeliveryDate: '2026-11-23',
    total: 120.5,
    ...overrides,
  };
}

export function clientAnswer(
  overrides: Partial<CallResponse<'adminClient'>['profile']> = {},
): CallResponse<'adminClient'> {
  return {
    profile: {
      clientId: '1001',
      name: 'Mercearia Lusa',
      documentId: '500100200',
      phone: '+351912345678',
      address: 'Rua das Flores 12, Lisboa',
      orderingEnabled: true,
      language: 'pt',
      minimumOrder: 50,
      paymentLimit: 1500,
      overLimitAuthorized: false,
      hasPassword: true,
      openOrdersTotal: 300,
      createdAt: '2026-01-01T00:00:00.000Z',
      ...overrides,
    },
    recentOrders: [orderRow('900001')],
    openInvoices: [],
    npsAnswers: [],
  };
}

export function orderDetail(
  orderNumber: string,
  overrides: Partial<CallResponse<'adminOrder'>> = {},
): CallResponse<'adminOrder'> {
  return {
    ...orderRow(orderNumber),
    scheduledDeliveryDate: null,
    recurrentScheduleId: null,
    paymentMode: null,
    totals: {
      total: 120.5,
      totalWithoutTax: 100,
      priceWithoutDiscount: 120.5,
      discount: 0,
      promoDiscount: 0,
      vat: 20.5,
    },
    lines: [],
    statusHistory: [{ status: 'REGISTERED', at: '2026-11-20T10:00:00.000Z', reason: null }],
    final: false,
    cancelReason: null,
    client: {
      clientId: '1001',
      name: 'Mercearia Lusa',
      documentId: '500100200',
      address: 'Rua das Flores 12, Lisboa',
      paymentLimit: 1500,
      minimumOrder: 50,
      orderingEnabled: true,
    },
    ...overrides,
  };
}
