/**
 * Ordering and after-order entities of SPEC.md section 3: simulation, created order, order
 * history (tracking), open invoices, bingo, opt-in, available dates.
 */
import { z } from 'zod';
import {
  comboIdSchema,
  isoDateSchema,
  isoDateTimeSchema,
  moneySchema,
  orderNumberSchema,
  quantitySchema,
  shortTextSchema,
  skuSchema,
  urlSchema,
} from './common.ts';

/** Order types (SPEC §4): empty, scheduledOrder or recurrentOrder. */
export const orderTypeSchema = z.enum(['', 'scheduledOrder', 'recurrentOrder']);
export type OrderType = z.infer<typeof orderTypeSchema>;

/** One priced line as the service computed it. */
export const orderDetailSchema = z.object({
  sku: skuSchema,
  quantity: quantitySchema,
  description: z.string().max(500).optional(),
  /** Unit price after tiers and combo discounts. */
  price: moneySchema,
  priceWithoutDiscount: moneySchema.optional(),
  totalPrice: moneySchema,
  discount: moneySchema.optional(),
  combo: comboIdSchema.optional(),
  familyId: comboIdSchema.optional(),
  /** A returnable packaging line (glass bottles, boxes) the server derived (decision 012). */
  isPackaging: z.boolean().optional(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/**
 * What the total is made of (issue 14): products and returnable packaging deposits at list price,
 * discounts (tiers and combos), and the tax, included in the prices or added on top. Always
 * products + deposits − discounts + (taxIncluded ? 0 : tax) = total = price, to the cent.
 */
export const orderBreakdownSchema = z
  .object({
    products: moneySchema,
    deposits: moneySchema,
    discounts: moneySchema,
    tax: moneySchema,
    taxIncluded: z.boolean(),
    total: moneySchema,
  })
  .meta({ id: 'OrderBreakdown' });
export type OrderBreakdown = z.infer<typeof orderBreakdownSchema>;

/** Simulation response (SPEC §3), plus the breakdown of its price (ours, additive). */
export const simulationResponseSchema = z
  .object({
    price: moneySchema,
    priceWithoutDiscount: moneySchema,
    discount: moneySchema,
    promoDiscount: moneySchema,
    vat: moneySchema,
    orderDetails: z.array(orderDetailSchema),
    breakdown: orderBreakdownSchema.optional(),
  })
  .meta({ id: 'SimulationResponse' });
export type SimulationResponse = z.infer<typeof simulationResponseSchema>;

/** Client info echoed with a created order. */
export const orderClientInfoSchema = z.object({
  external_id: z.string().max(64),
  name: shortTextSchema,
  address: z.string().max(500).optional(),
  document_id: z.string().max(64).optional(),
});

/** One created order (SPEC §3); a scheduled order with several dates yields a list. */
export const orderCreatedSchema = z
  .object({
    orderNumber: orderNumberSchema,
    totalValue: moneySchema,
    formattedDeliveryDate: z.string().max(64),
    deliveryDate: isoDateSchema,
    orderFormatted: z.string().max(64),
    totalValueWithoutTax: moneySchema,
    priceWithoutDiscount: moneySchema,
    discount: moneySchema,
    promoDiscount: moneySchema,
    orderDetails: z.array(orderDetailSchema),
    createdDate: isoDateTimeSchema,
    expectedDeliveryDate: isoDateSchema,
    clientInfo: orderClientInfoSchema,
  })
  .meta({ id: 'OrderCreated' });
export type OrderCreated = z.infer<typeof orderCreatedSchema>;

export const orderCreateResponseSchema = z.union([
  orderCreatedSchema,
  z.array(orderCreatedSchema).min(1),
]);
export type OrderCreateResponse = z.infer<typeof orderCreateResponseSchema>;

/** Server order statuses (SPEC §4). */
export const ORDER_STATUSES = [
  'CANCELLED',
  'REGISTERED',
  'ROUTED',
  'BLOCKED',
  'PREPARING',
  'DELIVERED',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Order channel codes (SPEC §3): 11 pre-seller, 12 telesales, 40 messaging app. */
export const ORDER_CHANNELS = [11, 12, 40] as const;
export const orderChannelSchema = z.literal(ORDER_CHANNELS);
export type OrderChannel = z.infer<typeof orderChannelSchema>;

/** Order history entry with one boolean per tracking step (SPEC §3, §4). */
export const orderHistoryEntrySchema = z
  .object({
    orderNumber: orderNumberSchema,
    createdDate: isoDateTimeSchema,
    discount: moneySchema,
    expectedDeliveryDate: isoDateSchema,
    fullPrice: moneySchema,
    fullPriceWithoutTax: moneySchema,
    orderProducts: z.array(z.object({ sku: skuSchema, quantity: quantitySchema })),
    orderCreationChannel: orderChannelSchema,
    status: orderStatusSchema,
    /** Translation key of the status, e.g. `tracking.status.ROUTED`. */
    statusI18n: z.string().max(100),
    generalInformation: z.string().max(2000).optional(),
    canceled: z.boolean(),
    orderPlaced: z.boolean(),
    financialAnalysis: z.boolean(),
    picking: z.boolean(),
    delivering: z.boolean(),
    delivered: z.boolean(),
  })
  .meta({ id: 'OrderHistoryEntry' });
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/** Open invoice (SPEC §3). */
export const openInvoiceSchema = z
  .object({
    orderNumber: orderNumberSchema,
    invoiceDocumentNumber: z.string().max(64),
    invoiceDueDate: isoDateSchema,
    formattedInvoiceDueDate: z.string().max(64),
    invoiceOrderValue: moneySchema,
    invoicePaymentExpired: z.boolean(),
    /** Bar code to copy. */
    paymentData: z.string().max(256),
  })
  .meta({ id: 'OpenInvoice' });
export type OpenInvoice = z.infer<typeof openInvoiceSchema>;

export const openInvoicesSummarySchema = z
  .object({ hasOpenInvoices: z.boolean(), openInvoices: z.array(openInvoiceSchema) })
  .meta({ id: 'OpenInvoicesSummary' });
export type OpenInvoicesSummary = z.infer<typeof openInvoicesSummarySchema>;

export const bingoPrizeSchema = z.object({
  qty: z.int().min(0).max(9999),
  description: z.string().max(500),
});
export type BingoPrize = z.infer<typeof bingoPrizeSchema>;

/** The current bingo card (SPEC §3). `acquiredProducts` lists the skus already bought. */
export const bingoCardSchema = z
  .object({
    products: z
      .array(z.object({ sku: skuSchema, description: z.string().max(500), imgURL: urlSchema }))
      .max(100),
    acquiredProducts: z.array(skuSchema).max(100),
    prizeProducts: z.array(bingoPrizeSchema).max(50),
    imgPrizeURL: urlSchema.optional(),
    imgCheckURL: urlSchema.optional(),
  })
  .meta({ id: 'BingoCard' });
export type BingoCard = z.infer<typeof bingoCardSchema>;

export const bingoHistoryEntrySchema = z
  .object({
    /** `YYYY-MM`. */
    period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
    prizeProducts: z.array(bingoPrizeSchema).max(50),
    /** SPEC §4: a bingo card is incomplete or complete. */
    status: z.enum(['complete', 'incomplete']),
  })
  .meta({ id: 'BingoHistoryEntry' });
export type BingoHistoryEntry = z.infer<typeof bingoHistoryEntrySchema>;

/** Notification opt-in (SPEC §3 isNotificationEnable; §7 userOptIn is a string). */
export const optInStatusSchema = z.object({ isNotificationEnable: z.boolean() });
export type OptInStatus = z.infer<typeof optInStatusSchema>;
export const userOptInSchema = z.enum(['true', 'false']);
export type UserOptIn = z.infer<typeof userOptInSchema>;

/** Available delivery dates, `YYYY-MM-DD`, ascending. */
export const availableDatesSchema = z.array(isoDateSchema).max(400);
export type AvailableDates = z.infer<typeof availableDatesSchema>;
