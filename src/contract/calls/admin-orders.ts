/**
 * The console's order calls (issue 12): the orders board, an order's detail and pre-receipt,
 * status changes and cancellations, the CSV export, and the credit-review queue. The tenant is
 * always the operator's (its session), never a parameter.
 */
import { z } from 'zod';
import {
  clientIdSchema,
  isoDateSchema,
  isoDateTimeSchema,
  moneySchema,
  orderNumberSchema,
  quantitySchema,
  shortTextSchema,
  skuSchema,
} from '../common.ts';
import { defineCall, errorResponses } from '../descriptor.ts';
import {
  ORDER_CHANNELS,
  orderChannelSchema,
  orderStatusSchema,
  orderTypeSchema,
} from '../order-entities.ts';
import { CALL_ROUTES } from '../paths.ts';
import {
  ROLES_FINANCE,
  ROLES_ORDER_DESK,
  adminCursorSchema,
  adminDateRangeQuery,
  adminPageQuery,
  adminPageSchema,
  csvExportQuery,
  listFilter,
  reasonSchema,
} from './admin-common.ts';
import { binarySchema } from './after-order.ts';

const channelFilterItem = z
  .enum(ORDER_CHANNELS.map(String) as ['11', '12', '40'])
  .transform((value) => Number(value) as (typeof ORDER_CHANNELS)[number]);

/** Filters of the board and of its CSV export (dates are the tenant's calendar days). */
export const adminOrderFilters = {
  status: listFilter(orderStatusSchema, 6).optional(),
  channel: listFilter(channelFilterItem, 3).optional(),
  ...adminDateRangeQuery,
  clientId: clientIdSchema.optional(),
  orderNumber: orderNumberSchema.optional(),
  /** Free text: part of the client's name, client id or order number (case-insensitive). */
  q: z.string().trim().max(100).optional(),
};

/** One row of the board. */
export const adminOrderSummarySchema = z
  .object({
    orderNumber: orderNumberSchema,
    clientId: clientIdSchema,
    clientName: shortTextSchema,
    channel: orderChannelSchema,
    status: orderStatusSchema,
    orderType: orderTypeSchema,
    createdAt: isoDateTimeSchema,
    expectedDeliveryDate: isoDateSchema,
    total: moneySchema,
  })
  .meta({ id: 'AdminOrderSummary' });
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrders = defineCall({
  ...CALL_ROUTES.adminOrders,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  summary:
    "The tenant's orders, newest first, filtered; `since` answers only those that arrived after a fetch",
  querystring: z.strictObject({
    ...adminOrderFilters,
    ...adminPageQuery,
    /**
     * The `newestCursor` of an earlier answer: only orders newer than it (the screen polls with
     * it every few seconds; decision 027).
     */
    since: adminCursorSchema.optional(),
  }),
  response: {
    200: adminPageSchema(adminOrderSummarySchema).extend({
      /** Give it back as `since` to get only the orders placed after this answer. */
      newestCursor: adminCursorSchema.nullable(),
    }),
  },
});

export const adminOrderLineSchema = z.object({
  lineNo: z.int().min(1),
  sku: skuSchema,
  description: z.string().max(500),
  quantity: quantitySchema,
  unitPrice: moneySchema,
  lineTotal: moneySchema,
  comboId: z.int().min(0).nullable(),
  isPackaging: z.boolean(),
});

export const adminStatusEventSchema = z.object({
  status: orderStatusSchema,
  at: isoDateTimeSchema,
  /** The reason given with a cancellation or a credit rejection. */
  reason: z.string().max(500).nullable(),
});

export const adminOrderDetailSchema = adminOrderSummarySchema
  .extend({
    scheduledDeliveryDate: isoDateSchema.nullable(),
    recurrentScheduleId: z.int().nullable(),
    paymentMode: z.string().max(64).nullable(),
    totals: z.object({
      total: moneySchema,
      totalWithoutTax: moneySchema,
      priceWithoutDiscount: moneySchema,
      discount: moneySchema,
      promoDiscount: moneySchema,
      vat: moneySchema,
    }),
    lines: z.array(adminOrderLineSchema),
    /** Oldest first. */
    statusHistory: z.array(adminStatusEventSchema),
    /** CANCELLED or DELIVERED: no status change is accepted. */
    final: z.boolean(),
    cancelReason: z.string().max(500).nullable(),
    client: z.object({
      clientId: clientIdSchema,
      name: shortTextSchema,
      documentId: z.string().max(64).nullable(),
      address: z.string().max(500).nullable(),
      paymentLimit: moneySchema,
      minimumOrder: moneySchema,
      orderingEnabled: z.boolean(),
    }),
  })
  .meta({ id: 'AdminOrderDetail' });
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

const orderParams = z.strictObject({ orderNumber: orderNumberSchema });

export const adminOrder = defineCall({
  ...CALL_ROUTES.adminOrder,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  summary: 'An order: lines, totals, delivery dates, status history and its client',
  params: orderParams,
  response: { 200: adminOrderDetailSchema, ...errorResponses(404) },
});

export const adminOrderPreReceipt = defineCall({
  ...CALL_ROUTES.adminOrderPreReceipt,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  summary: "An order's PDF pre-receipt (the shop's document)",
  produces: 'application/pdf',
  params: orderParams,
  response: { 200: binarySchema, ...errorResponses(404) },
});

/** What a status change, cancellation or credit decision answers. */
export const adminOrderStatusAnswerSchema = z.object({
  orderNumber: orderNumberSchema,
  status: orderStatusSchema,
  /** false when the order already had that status (nothing written). */
  changed: z.boolean(),
});

export const adminOrderStatus = defineCall({
  ...CALL_ROUTES.adminOrderStatus,
  auth: 'operatorSession',
  roles: ROLES_ORDER_DESK,
  area: 'admin',
  origin: 'added',
  summary:
    'Moves an order to a status (final states stay final: 409 orderStatusFinal; an order in ' +
    'credit review moves only by a credit decision: 409 orderInCreditReview)',
  params: orderParams,
  bodyExample: { status: 'ROUTED' },
  /**
   * Cancelling takes a reason: adminOrderCancel. BLOCKED (credit analysis) is entered only by an
   * order placed over the payment limit and left only by a credit decision.
   */
  body: z.strictObject({ status: orderStatusSchema.exclude(['CANCELLED', 'BLOCKED']) }),
  response: { 200: adminOrderStatusAnswerSchema, ...errorResponses(404, 409) },
});

export const adminOrderCancel = defineCall({
  ...CALL_ROUTES.adminOrderCancel,
  auth: 'operatorSession',
  roles: ROLES_ORDER_DESK,
  area: 'admin',
  origin: 'added',
  summary: 'Cancels an order with a reason (kept in its status history)',
  params: orderParams,
  bodyExample: { reason: 'The shop asked by phone' },
  body: z.strictObject({ reason: reasonSchema }),
  response: { 200: adminOrderStatusAnswerSchema, ...errorResponses(404, 409) },
});

export const adminOrdersCsv = defineCall({
  ...CALL_ROUTES.adminOrdersCsv,
  auth: 'operatorSession',
  area: 'admin',
  origin: 'added',
  summary: 'The filtered board as CSV (newest first, at most 50,000 rows)',
  produces: 'text/csv',
  querystring: z.strictObject({ ...adminOrderFilters, ...csvExportQuery }),
  response: { 200: binarySchema },
});

/** One order held in credit analysis, with what finance weighs beside it. */
export const creditQueueItemSchema = z
  .object({
    orderNumber: orderNumberSchema,
    clientId: clientIdSchema,
    clientName: shortTextSchema,
    createdAt: isoDateTimeSchema,
    expectedDeliveryDate: isoDateSchema,
    total: moneySchema,
    paymentLimit: moneySchema,
    overLimitAuthorized: z.boolean(),
    /** The client's open orders (REGISTERED, BLOCKED, PREPARING, ROUTED), this one included. */
    openOrdersTotal: moneySchema,
    /** The client's unpaid invoices. */
    openInvoicesTotal: moneySchema,
  })
  .meta({ id: 'CreditQueueItem' });
export type CreditQueueItem = z.infer<typeof creditQueueItemSchema>;

export const adminCreditQueue = defineCall({
  ...CALL_ROUTES.adminCreditQueue,
  auth: 'operatorSession',
  roles: ROLES_FINANCE,
  area: 'admin',
  origin: 'added',
  summary: 'Orders held in credit analysis (BLOCKED), oldest first',
  querystring: z.strictObject(adminPageQuery),
  response: { 200: adminPageSchema(creditQueueItemSchema) },
});

export const adminCreditApprove = defineCall({
  ...CALL_ROUTES.adminCreditApprove,
  auth: 'operatorSession',
  roles: ROLES_FINANCE,
  area: 'admin',
  origin: 'added',
  summary: 'Releases an order from credit analysis: it goes on to PREPARING (picking)',
  params: orderParams,
  response: { 200: adminOrderStatusAnswerSchema, ...errorResponses(404, 409) },
});

export const adminCreditReject = defineCall({
  ...CALL_ROUTES.adminCreditReject,
  auth: 'operatorSession',
  roles: ROLES_FINANCE,
  area: 'admin',
  origin: 'added',
  summary: 'Refuses an order in credit analysis: it is cancelled with the reason',
  params: orderParams,
  bodyExample: { reason: 'Two invoices overdue' },
  body: z.strictObject({ reason: reasonSchema }),
  response: { 200: adminOrderStatusAnswerSchema, ...errorResponses(404, 409) },
});
