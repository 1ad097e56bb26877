/**
 * Ordering calls: payment limit, delivery dates, simulation and order creation (SPEC §7).
 * The browser's prices are only compared, never trusted (PRODUCT.md, SECURITY T2, T3).
 */
import { z } from 'zod';
import { RECURRENT_PERIODS } from '../../domain/delivery.ts';
import {
  MAX_ORDER_LINES,
  comboIdSchema,
  isoDateSchema,
  moneySchema,
  pathInt,
  quantitySchema,
  skuSchema,
} from '../common.ts';
import { defineCall, errorResponses } from '../descriptor.ts';
import { pricePromotionSchema } from '../entities.ts';
import {
  availableDatesSchema,
  orderCreateResponseSchema,
  orderTypeSchema,
  simulationResponseSchema,
} from '../order-entities.ts';
import { CALL_ROUTES, IDEMPOTENCY_KEY_HEADER } from '../paths.ts';

/** SPEC §5 recurrent periods in days (the domain's list). */
export { RECURRENT_PERIODS };

/** Checkout confirmations the shop gave (SPEC §3 credit and finance tracking). */
export const userFlowSchema = z.strictObject({
  glassBottlesAccepted: z.boolean().optional(),
  /** Only creditLimitAccepted is taken into account; the rest is decided from server data. */
  creditLimit: z
    .strictObject({
      creditLimitAccepted: z.boolean().optional(),
      isPaymentLimitActive: z.boolean().optional(),
      isFinishOrderOverLimitAuthorized: z.boolean().optional(),
      limit: moneySchema.optional(),
    })
    .optional(),
  deliveryAddressConfirmed: z.boolean().optional(),
});
export type UserFlow = z.infer<typeof userFlowSchema>;

export const simulateLineSchema = z.strictObject({
  sku: skuSchema,
  quantity: quantitySchema,
  combo: comboIdSchema.optional(),
  familyId: comboIdSchema.optional(),
});

export const simulateBodySchema = z.strictObject({
  products: z.array(simulateLineSchema).max(MAX_ORDER_LINES),
  orderType: orderTypeSchema,
  userFlow: userFlowSchema.optional(),
});
export type SimulateBody = z.infer<typeof simulateBodySchema>;

export const orderLineSchema = z.strictObject({
  sku: skuSchema,
  quantity: quantitySchema,
  combo: comboIdSchema.optional(),
  familyId: comboIdSchema.optional(),
  /** The unit price the shop saw: compared with the server's, never used to charge. */
  price: moneySchema.optional(),
  description: z.string().max(500).optional(),
  alcoholic: z.boolean().optional(),
  brand: z.string().max(200).optional(),
  type: z.string().max(64).optional(),
  pricePromotions: z.array(z.strictObject(pricePromotionSchema.shape)).max(50).optional(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const createOrderBodySchema = z.strictObject({
  products: z.array(orderLineSchema).max(MAX_ORDER_LINES),
  /**
   * One date, or several for a scheduled order (one order each); the recurrent start date; empty
   * when none was chosen (the web app's createBody sends []).
   */
  scheduledDeliveryDate: z.union([isoDateSchema, z.array(isoDateSchema).max(31)]).optional(),
  orderType: orderTypeSchema,
  /** Days between deliveries of a recurrent order. */
  recurrentPeriod: z.literal(RECURRENT_PERIODS).optional(),
  userFlow: userFlowSchema.optional(),
  requireNPSOnBot: z.boolean().optional(),
  /** The total the shop saw; beyond the tenant's tolerance the answer is pricesChanged. */
  totalPrice: moneySchema.optional(),
});
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

/** Idempotency-Key: 8..128 of [A-Za-z0-9_-] (SECURITY T1). */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/);

export const paymentLimit = defineCall({
  ...CALL_ROUTES.paymentLimit,
  auth: 'session',
  area: 'ordering',
  origin: 'spec',
  summary: "The client's payment limit for the payment method (a number)",
  response: { 200: moneySchema },
});

export const availableDates = defineCall({
  ...CALL_ROUTES.availableDates,
  auth: 'session',
  area: 'ordering',
  origin: 'spec',
  summary: 'Delivery dates available within the period (days)',
  params: z.strictObject({ period: pathInt(1, 366) }),
  response: { 200: availableDatesSchema },
});

export const simulateOrder = defineCall({
  ...CALL_ROUTES.simulateOrder,
  auth: 'session',
  area: 'ordering',
  origin: 'spec',
  summary: 'Prices the cart (406 limitOrder above the payment limit)',
  // The app re-prices at most once a second (SPEC §4 debounce 1000 ms): a shop stays below this.
  rateLimit: { max: 60, windowSeconds: 60, per: 'session' },
  bodyExample: {
    products: [
      { sku: 'CC-350-CAN', quantity: 12 },
      { sku: 'GU-1L-RGB', quantity: 6 },
    ],
    orderType: '',
    userFlow: { glassBottlesAccepted: true },
  },

  body: simulateBodySchema,
  response: { 200: simulationResponseSchema, ...errorResponses(406, 422) },
});

export const createOrder = defineCall({
  ...CALL_ROUTES.createOrder,
  auth: 'session',
  area: 'ordering',
  origin: 'spec',
  summary: 'Creates the order exactly once per Idempotency-Key',
  headers: z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema }),
  bodyExample: {
    products: [
      {
        sku: 'CC-350-CAN',
        quantity: 12,
        price: 3.29,
        description: 'Cola 350 ml lata',
        brand: 'Cola',
        type: 'product',
      },
    ],
    orderType: '',
    userFlow: { glassBottlesAccepted: true, deliveryAddressConfirmed: true },
    totalPrice: 39.48,
  },
  body: createOrderBodySchema,
  response: { 200: orderCreateResponseSchema, ...errorResponses(406, 409, 422) },
});
