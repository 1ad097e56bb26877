/**
 * Valid sample payloads for the contract's tests (not exported from index.ts).
 */
import type { CreateOrderBody, OrderHistoryEntry, Product, SimulateBody } from './index.ts';

export const sampleProduct: Product = {
  sku: 'CC-350-CAN',
  description: 'Cola 350 ml lata',
  description_pt: 'Cola 350 ml lata',
  description_ar: 'كولا 350 مل',
  brand: 'Cola',
  brand_fr: 'Cola',
  category: 'Refrigerantes',
  size: '350 ml',
  bottlerType_pt: 'Lata',
  price: 3.49,
  priceWithoutDiscount: 3.99,
  quantityLimit: 9999,
  pricePromotions: [{ minimumQuantity: 12, price: 3.29, discountPercentage: 5.01 }],
  combo: 0,
  familyId: 0,
  isMSL: true,
  glassBottles: 0,
};

export const sampleSimulateBody: SimulateBody = {
  products: [
    { sku: 'CC-350-CAN', quantity: 12 },
    { sku: 'CC-1L-RGB', quantity: 9999, combo: 3, familyId: 1 },
  ],
  orderType: '',
  userFlow: {
    glassBottlesAccepted: true,
    creditLimit: {
      creditLimitAccepted: true,
      isPaymentLimitActive: true,
      isFinishOrderOverLimitAuthorized: true,
      limit: 500,
    },
  },
};

export const sampleCreateOrderBody: CreateOrderBody = {
  products: [
    {
      sku: 'CC-350-CAN',
      quantity: 12,
      combo: 0,
      familyId: 0,
      price: 3.29,
      description: 'Cola 350 ml lata',
      alcoholic: false,
      brand: 'Cola',
      type: 'product',
      pricePromotions: [{ minimumQuantity: 12, price: 3.29 }],
    },
  ],
  scheduledDeliveryDate: ['2026-03-02', '2026-03-09'],
  orderType: 'scheduledOrder',
  userFlow: { glassBottlesAccepted: true, deliveryAddressConfirmed: true },
  requireNPSOnBot: false,
  totalPrice: 39.48,
};

export const sampleIdempotencyKey = 'b9f4c1e2-7a4d-4c0e-9a51-3f2b8d6e1a07';

export const sampleOrderHistoryEntry: OrderHistoryEntry = {
  orderNumber: 'ORD-2-1001-0001',
  createdDate: '2026-02-27T14:05:00.000Z',
  discount: 1.2,
  expectedDeliveryDate: '2026-03-02',
  fullPrice: 39.48,
  fullPriceWithoutTax: 33.18,
  orderProducts: [{ sku: 'CC-350-CAN', quantity: 12 }],
  orderCreationChannel: 40,
  status: 'ROUTED',
  statusI18n: 'tracking.status.ROUTED',
  canceled: false,
  orderPlaced: true,
  financialAnalysis: true,
  picking: true,
  delivering: false,
  delivered: false,
};
