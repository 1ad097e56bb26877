import { describe, expect, it } from 'vitest';
import {
  calls,
  clientSchema,
  comboProductsResponseSchema,
  ecommerceConfigSchema,
  openInvoicesSummarySchema,
  orchestrationResponseSchema,
  orderCreateResponseSchema,
  orderHistoryEntrySchema,
  productSchema,
  quantityComboSchema,
  type Client,
  type OrderCreated,
} from './index.ts';
import { sampleOrderHistoryEntry, sampleProduct } from './samples.fixture.ts';

const client: Client = {
  minimumOrder: 100,
  paymentLimit: 5000,
  external_id: '1001',
  name: 'Mercadinho São Jorge',
  address: 'Rua das Flores 12',
  isOrderOptionActive: true,
  isFinishOrderOverLimitAuthorized: false,
  bottler: 2,
  language: 'pt',
};

const created: OrderCreated = {
  orderNumber: 'ORD-2-1001-0002',
  totalValue: 39.48,
  formattedDeliveryDate: '02/03/2026',
  deliveryDate: '2026-03-02',
  orderFormatted: '0002',
  totalValueWithoutTax: 33.18,
  priceWithoutDiscount: 41.88,
  discount: 2.4,
  promoDiscount: 0,
  orderDetails: [{ sku: 'CC-350-CAN', quantity: 12, price: 3.29, totalPrice: 39.48 }],
  createdDate: '2026-02-27T14:05:00.000Z',
  expectedDeliveryDate: '2026-03-02',
  clientInfo: { external_id: '1001', name: 'Mercadinho São Jorge' },
};

describe('Product (SPEC §3)', () => {
  it('parses a product with localized fields for every language', () => {
    const localized = Object.fromEntries(
      ['pt', 'es', 'en', 'th', 'fr', 'ar'].flatMap((lang) => [
        [`description_${lang}`, `d-${lang}`],
        [`brand_${lang}`, `b-${lang}`],
        [`bottlerType_${lang}`, `t-${lang}`],
      ]),
    );
    const parsed = productSchema.parse({ ...sampleProduct, ...localized });
    expect(parsed).toMatchObject(localized);
  });

  it.each([
    ['negative price', { price: -1 }],
    ['quantityLimit above 9999 (SPEC §5)', { quantityLimit: 10000 }],
    ['negative quantityLimit', { quantityLimit: -1 }],
    ['fractional glassBottles', { glassBottles: 1.5 }],
    ['missing sku', { sku: undefined }],
  ])('rejects %s', (_case, patch) => {
    expect(productSchema.safeParse({ ...sampleProduct, ...patch }).success).toBe(false);
  });

  it('accepts quantityLimit 0 (ordering disabled, SPEC §5)', () => {
    expect(productSchema.safeParse({ ...sampleProduct, quantityLimit: 0 }).success).toBe(true);
  });

  it('strips unknown keys on the way out (e.g. internal cost columns)', () => {
    expect(productSchema.parse({ ...sampleProduct, tenantId: 2 })).not.toHaveProperty('tenantId');
  });
});

describe('order history entry (SPEC §3, §4)', () => {
  it('parses the sample', () => {
    expect(orderHistoryEntrySchema.parse(sampleOrderHistoryEntry)).toEqual(sampleOrderHistoryEntry);
  });

  it.each([11, 12, 40])('accepts channel %s (SPEC §9 order channel codes)', (channel) => {
    const entry = { ...sampleOrderHistoryEntry, orderCreationChannel: channel };
    expect(orderHistoryEntrySchema.safeParse(entry).success).toBe(true);
  });

  it.each([0, 13, 41, '40'])('rejects channel %j', (channel) => {
    const entry = { ...sampleOrderHistoryEntry, orderCreationChannel: channel };
    expect(orderHistoryEntrySchema.safeParse(entry).success).toBe(false);
  });

  it.each(['CANCELLED', 'REGISTERED', 'ROUTED', 'BLOCKED', 'PREPARING', 'DELIVERED'])(
    'accepts status %s (SPEC §4 server statuses)',
    (status) => {
      expect(
        orderHistoryEntrySchema.safeParse({ ...sampleOrderHistoryEntry, status }).success,
      ).toBe(true);
    },
  );

  it.each(['orderPlaced', 'financialAnalysis', 'picking', 'delivering', 'delivered', 'canceled'])(
    'requires the %s flag (SPEC §4 tracking steps)',
    (step) => {
      const entry: Record<string, unknown> = { ...sampleOrderHistoryEntry };
      delete entry[step];
      expect(orderHistoryEntrySchema.safeParse(entry).success).toBe(false);
    },
  );
});

describe('other entities', () => {
  it('order/create answers one order, or a list for scheduled orders (SPEC §3)', () => {
    expect(orderCreateResponseSchema.safeParse(created).success).toBe(true);
    expect(
      orderCreateResponseSchema.safeParse([created, { ...created, orderNumber: 'ORD-2' }]).success,
    ).toBe(true);
    expect(orderCreateResponseSchema.safeParse([]).success).toBe(false);
  });

  it('orchestration response carries validatePayload, client, products', () => {
    const response = {
      isValid: true,
      validatePayload: {
        result: { authError: false },
        payload: { bottler: 2, clientId: '1001', authError: false },
      },
      client,
      products: [sampleProduct],
      token: 'session-token',
      expiresAt: '2026-03-01T10:00:00.000Z',
    };
    expect(orchestrationResponseSchema.parse(response)).toEqual(response);
    expect(clientSchema.safeParse({ ...client, language: 'de' }).success).toBe(false);
  });

  it('ecommerce config: partial menu map and features (SPEC §3)', () => {
    const config = {
      menu: { bingo: false, combos: true },
      features: [
        {
          id: 'feature-1',
          category: 'news',
          mediaType: 'video',
          mediaUrl: '/media/f1.mp4',
          msgTitle: 'Novo',
          msgText: 'Agora com combos',
          routeUrl: '/combos',
        },
      ],
    };
    expect(ecommerceConfigSchema.parse(config)).toEqual(config);
    expect(
      ecommerceConfigSchema.safeParse({
        ...config,
        features: [{ ...config.features[0], mediaType: 'gif' }],
      }).success,
    ).toBe(false);
    expect(
      ecommerceConfigSchema.safeParse({ ...config, menu: { unknownEntry: true } }).success,
    ).toBe(false);
  });

  it('quantity combo: ranges keyed by minimumQuantity, nextRange null at the top', () => {
    const combo = {
      comboId: 9,
      name: 'Leve mais',
      priceInfo: { totalRegularPrice: 100, totalPrice: 90, totalDiscount: 10 },
      nextRange: null,
      ranges: {
        '6': { minimumQuantity: 6, discountPercentage: 5 },
        '12': { minimumQuantity: 12, discountPercentage: 10 },
      },
      products: [sampleProduct],
    };
    expect(quantityComboSchema.safeParse(combo).success).toBe(true);
    expect(
      quantityComboSchema.safeParse({ ...combo, ranges: { six: combo.ranges['6'] } }).success,
    ).toBe(false);
    const byKind = comboProductsResponseSchema.parse({
      kind: 'quantity',
      combo: { id: 9, name: 'Leve mais', kind: 'quantity' },
      quantityCombo: combo,
    });
    expect(byKind.kind).toBe('quantity');
  });

  it('open invoices summary', () => {
    const summary = {
      hasOpenInvoices: true,
      openInvoices: [
        {
          orderNumber: 'ORD-1',
          invoiceDocumentNumber: 'NF-1',
          invoiceDueDate: '2026-03-01',
          formattedInvoiceDueDate: '01/03/2026',
          invoiceOrderValue: 120.5,
          invoicePaymentExpired: false,
          paymentData: '34191.79001 01043.510047 91020.150008 1 96610000012050',
        },
      ],
    };
    expect(openInvoicesSummarySchema.parse(summary)).toEqual(summary);
  });

  it('simulate and payment limit responses', () => {
    const simulation = {
      price: 39.48,
      priceWithoutDiscount: 41.88,
      discount: 2.4,
      promoDiscount: 0,
      vat: 6.3,
      orderDetails: [],
    };
    expect(calls.simulateOrder.response[200].parse(simulation)).toEqual(simulation);
    expect(calls.paymentLimit.response[200].safeParse(250.75).success).toBe(true);
    expect(calls.paymentLimit.response[200].safeParse(-1).success).toBe(false);
  });

  it('bingo card and history', () => {
    const card = {
      currentCard: {
        products: [{ sku: 'CC-350-CAN', description: 'Cola', imgURL: '/img/cc.svg' }],
        acquiredProducts: ['CC-350-CAN'],
        prizeProducts: [{ qty: 2, description: 'Cola 2 L' }],
      },
    };
    expect(calls.bingoCard.response[200].safeParse(card).success).toBe(true);
    expect(calls.bingoCard.response[200].safeParse({ currentCard: null }).success).toBe(true);
    const entry = { period: '2026-02', prizeProducts: [], status: 'complete' };
    expect(calls.bingoHistory.response[200].safeParse([entry]).success).toBe(true);
    expect(
      calls.bingoHistory.response[200].safeParse([{ ...entry, period: '2026-13' }]).success,
    ).toBe(false);
  });
});
