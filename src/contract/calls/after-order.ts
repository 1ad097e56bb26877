/**
 * After-order calls: order history (tracking), PDF pre-receipt, open invoices, bingo (SPEC §7).
 */
import { z } from 'zod';
import { orderNumberSchema, pathInt } from '../common.ts';
import { defineCall, errorResponses } from '../descriptor.ts';
import {
  bingoCardSchema,
  bingoHistoryEntrySchema,
  openInvoiceSchema,
  orderHistoryEntrySchema,
} from '../order-entities.ts';
import { CALL_ROUTES } from '../paths.ts';

/** The bytes of a non-JSON answer (sent as a Buffer, which Fastify does not serialise). */
export const binarySchema = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary' });

/**
 * The history answer: one boolean per step of the TENANT's tracking list (tenant.orderStatus),
 * so the flags of steps the tenant does not track are absent (SPEC §3 "one boolean per tracking
 * step", §4 "Tenants may pass their own list").
 */
export const orderHistoryAnswerEntrySchema = orderHistoryEntrySchema
  .partial({
    orderPlaced: true,
    financialAnalysis: true,
    picking: true,
    delivering: true,
    delivered: true,
  })
  .meta({ id: 'OrderHistoryAnswerEntry' });
export type OrderHistoryAnswerEntry = z.infer<typeof orderHistoryAnswerEntrySchema>;

export const orderHistory = defineCall({
  ...CALL_ROUTES.orderHistory,
  auth: 'session',
  area: 'after-order',
  origin: 'spec',
  summary: 'Recent orders, newest first: the one at indexOrderHistory, or all without it',
  querystring: z.object({ indexOrderHistory: pathInt(0, 1000).optional() }),
  response: { 200: z.array(orderHistoryAnswerEntrySchema) },
});

export const preReceipt = defineCall({
  ...CALL_ROUTES.preReceipt,
  auth: 'session',
  area: 'after-order',
  origin: 'added',
  summary: 'PDF pre-receipt of an order (order-pre-receipt.pdf, French, two decimals)',
  produces: 'application/pdf',
  params: z.strictObject({ orderNumber: orderNumberSchema }),
  response: { 200: binarySchema, ...errorResponses(404) },
});

/** SPEC §4 invoice status, computed by the service with "today" in the tenant's time zone. */
export const invoiceStatusSchema = z.enum(['expired', 'overdue', 'dueNextDay', 'normal']);

/** An open invoice plus its status (optional: the app computes it when absent). */
export const openInvoiceWithStatusSchema = openInvoiceSchema
  .extend({ status: invoiceStatusSchema.optional() })
  .meta({ id: 'OpenInvoiceWithStatus' });

export const openInvoicesResponseSchema = z
  .object({ hasOpenInvoices: z.boolean(), openInvoices: z.array(openInvoiceWithStatusSchema) })
  .meta({ id: 'OpenInvoicesResponse' });

/** The bingo card plus whether every card product was bought (SPEC §4: incomplete or complete). */
export const bingoCardWithStatusSchema = bingoCardSchema
  .extend({ status: z.enum(['complete', 'incomplete']).optional() })
  .meta({ id: 'BingoCardWithStatus' });

export const openInvoices = defineCall({
  ...CALL_ROUTES.openInvoices,
  auth: 'session',
  area: 'after-order',
  origin: 'spec',
  summary: 'Open invoices summary',
  response: { 200: openInvoicesResponseSchema },
});

export const bingoCard = defineCall({
  ...CALL_ROUTES.bingoCard,
  auth: 'session',
  area: 'after-order',
  origin: 'spec',
  summary: 'Bingo card of a month (null when there is none)',
  params: z.strictObject({ month: pathInt(1, 12), year: pathInt(2000, 2100) }),
  response: {
    200: z.object({ currentCard: bingoCardWithStatusSchema.nullable() }),
  },
});

export const bingoHistory = defineCall({
  ...CALL_ROUTES.bingoHistory,
  auth: 'session',
  area: 'after-order',
  origin: 'spec',
  summary: 'Bingo history',
  response: { 200: z.array(bingoHistoryEntrySchema) },
});
