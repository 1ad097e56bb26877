/**
 * The ERP sync API (issue 13; decisions 044, 045): a bottler's ERP, with one of its tenant's API
 * keys, reads the orders placed in Refill through a cursor feed (each committed order exactly
 * once, whatever order they commit in) and their status changes through a second feed, and
 * upserts its clients and invoices in bulk, keyed by its own ids.
 *
 * Bulk calls share one shape (`bulkBody`, `bulkResultSchema`): a `rows` array of at most
 * ERP_BULK_MAX_ROWS rows, one result per row in the given order; all-or-nothing: any invalid row
 * answers 400 `validation` with `fields` naming each bad row (`rows.<i>.<field>`), nothing written.
 * The catalogue (products, prices, tiers) goes through the console files' bulk core (decision
 * 042): rows named by the same columns as the CSV files, counts in the answer.
 */
import { z } from 'zod';
import {
  clientIdSchema,
  isoDateSchema,
  isoDateTimeSchema,
  languageCodeSchema,
  orderNumberSchema,
  pathInt,
  skuSchema,
} from '../common.ts';
import {
  CATALOGUE_COLUMNS,
  REQUIRED_COLUMNS,
  type CatalogueKind,
} from '../../domain/catalogue-rows.ts';
import { defineCall, type RateLimit } from '../descriptor.ts';
import { ORDER_STATUSES } from '../order-entities.ts';
import { CALL_ROUTES } from '../paths.ts';
import { adminCursorSchema, adminMoneySchema } from './admin-common.ts';

/** Rows in one bulk call at most; more → 400 validation on `rows` (too_big): split the batch. */
export const ERP_BULK_MAX_ROWS = 5000;
/** A bulk call's body can be this large (5,000 rows of a few hundred bytes). */
export const ERP_BULK_BODY_LIMIT = 4 * 1024 * 1024;
/** Items of a feed page: default 100, at most 500. */
export const ERP_FEED_DEFAULT = 100;
export const ERP_FEED_MAX = 500;

/** Per API key and call. */
const FEED_RATE: RateLimit = { max: 120, windowSeconds: 60, per: 'session' };
const BULK_RATE: RateLimit = { max: 30, windowSeconds: 60, per: 'session' };

const feedQuery = z.strictObject({
  /** The `nextCursor` of the previous page; absent = from the beginning. */
  after: adminCursorSchema.optional(),
  limit: pathInt(1, ERP_FEED_MAX).optional(),
});

const moneyOut = z.string().regex(/^\d{1,10}\.\d{2}$/);

export const erpOrderSchema = z
  .object({
    orderNumber: orderNumberSchema,
    clientId: clientIdSchema,
    /** SPEC §7 channel codes: 11 pre-seller, 12 telesales, 40 messaging app. */
    channel: z.int(),
    /** The status now (the order-events feed carries every change). */
    status: z.enum(ORDER_STATUSES),
    /** When the status last changed (the creation, for a new order). */
    statusAt: isoDateTimeSchema,
    createdAt: isoDateTimeSchema,
    orderType: z.enum(['', 'scheduledOrder', 'recurrentOrder']),
    expectedDeliveryDate: isoDateSchema,
    scheduledDeliveryDate: isoDateSchema.nullable(),
    paymentMode: z.string().max(200).nullable(),
    /** Money as decimal strings with two decimals (exact). */
    total: moneyOut,
    totalWithoutTax: moneyOut,
    priceWithoutDiscount: moneyOut,
    discount: moneyOut,
    promoDiscount: moneyOut,
    vat: moneyOut,
    lines: z.array(
      z.object({
        lineNo: z.int(),
        sku: skuSchema,
        description: z.string().max(2000),
        quantity: z.int(),
        unitPrice: moneyOut,
        lineTotal: moneyOut,
        comboId: z.int().nullable(),
        familyId: z.int().nullable(),
        isPackaging: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'ErpOrder' });
export type ErpOrder = z.infer<typeof erpOrderSchema>;

const feedPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /**
     * Where to continue: pass it as `after` next time (store it once the page is processed).
     * Null only when nothing was ever handed out and no `after` was given.
     */
    nextCursor: adminCursorSchema.nullable(),
    /** More items are ready now (call again at once); false = wait and poll. */
    hasMore: z.boolean(),
  });

export const erpOrders = defineCall({
  ...CALL_ROUTES.erpOrders,
  auth: 'erpApiKey',
  scopes: ['orders'],
  area: 'erp',
  origin: 'added',
  summary:
    'Orders placed in Refill since a cursor, each committed order exactly once, with lines and current status',
  querystring: feedQuery,
  rateLimit: FEED_RATE,
  response: { 200: feedPage(erpOrderSchema) },
});

export const erpOrderEventSchema = z
  .object({
    orderNumber: orderNumberSchema,
    clientId: clientIdSchema,
    /** 1 for the order's first status, then one more per change. */
    seq: z.int(),
    status: z.enum(ORDER_STATUSES),
    at: isoDateTimeSchema,
    reason: z.string().max(500).nullable(),
  })
  .meta({ id: 'ErpOrderEvent' });
export type ErpOrderEvent = z.infer<typeof erpOrderEventSchema>;

export const erpOrderEvents = defineCall({
  ...CALL_ROUTES.erpOrderEvents,
  auth: 'erpApiKey',
  scopes: ['orders'],
  area: 'erp',
  origin: 'added',
  summary: "Orders' status changes since a cursor (creation included), each exactly once",
  querystring: feedQuery,
  rateLimit: FEED_RATE,
  response: { 200: feedPage(erpOrderEventSchema) },
});

/** A bulk body: `{ rows: [...] }`, 1 to ERP_BULK_MAX_ROWS rows. */
export const bulkBody = <T extends z.ZodType>(row: T) =>
  z.strictObject({ rows: z.array(row).min(1).max(ERP_BULK_MAX_ROWS) });

export const BULK_ROW_STATUSES = ['created', 'updated', 'unchanged'] as const;

/** One result per row, in the order of `rows`; `key` is the row's own id. */
export const bulkResultSchema = z
  .object({
    results: z.array(z.object({ key: z.string().max(64), status: z.enum(BULK_ROW_STATUSES) })),
    created: z.int(),
    updated: z.int(),
    unchanged: z.int(),
  })
  .meta({ id: 'ErpBulkResult' });
export type BulkResult = z.infer<typeof bulkResultSchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/**
 * A client as the ERP owns it (SPEC §3 Client). `code` is the bottler's client id (the shop's
 * login id). On create, omitted fields take their defaults; on update, omitted fields keep their
 * value and `null` clears a text field.
 */
export const erpClientRowSchema = z.strictObject({
  code: clientIdSchema,
  name: z.string().trim().min(1).max(200),
  documentId: optionalText(64),
  address: optionalText(500),
  language: languageCodeSchema.nullable().optional(),
  minimumOrder: adminMoneySchema.optional(),
  paymentLimit: adminMoneySchema.optional(),
  isOrderOptionActive: z.boolean().optional(),
  isFinishOrderOverLimitAuthorized: z.boolean().optional(),
});
export type ErpClientRow = z.infer<typeof erpClientRowSchema>;

export const erpClients = defineCall({
  ...CALL_ROUTES.erpClients,
  auth: 'erpApiKey',
  scopes: ['clients'],
  area: 'erp',
  origin: 'added',
  summary: 'Creates or updates clients by the bottler client code (idempotent, all or nothing)',
  body: bulkBody(erpClientRowSchema),
  bodyExample: {
    rows: [
      {
        code: 'C-20931',
        name: 'Mercadinho Boa Vista',
        documentId: '12.345.678/0001-90',
        address: 'Rua das Flores 120, Niterói',
        language: 'pt',
        minimumOrder: 150,
        paymentLimit: 5000,
        isOrderOptionActive: true,
      },
    ],
  },
  rateLimit: BULK_RATE,
  response: { 200: bulkResultSchema },
});

/**
 * An open invoice (SPEC §3 Open invoice), keyed by its document number. `clientCode` must be a
 * client of the tenant (send clients first). On update, omitted optional fields keep their value.
 */
export const erpInvoiceRowSchema = z.strictObject({
  documentNumber: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9._\-/]+$/),
  clientCode: clientIdSchema,
  orderNumber: orderNumberSchema,
  dueDate: isoDateSchema.refine((day) => !day.startsWith('0000'), { message: 'yearZero' }),
  value: adminMoneySchema,
  paymentExpired: z.boolean().optional(),
  /** The payment bar code (SPEC §3 paymentData). */
  barCode: optionalText(200),
  /** A paid invoice is no longer open: the shop stops seeing it. */
  paid: z.boolean().optional(),
});
export type ErpInvoiceRow = z.infer<typeof erpInvoiceRowSchema>;

export const erpInvoices = defineCall({
  ...CALL_ROUTES.erpInvoices,
  auth: 'erpApiKey',
  scopes: ['invoices'],
  area: 'erp',
  origin: 'added',
  summary: 'Creates or updates open invoices by document number (idempotent, all or nothing)',
  body: bulkBody(erpInvoiceRowSchema),
  bodyExample: {
    rows: [
      {
        documentNumber: 'NF-000123',
        clientCode: '1001',
        orderNumber: '100001',
        dueDate: '2026-12-10',
        value: 842.5,
        barCode: '34191.79001 01043.510047 91020.150008 1 91230000084250',
        paid: false,
      },
    ],
  },
  rateLimit: BULK_RATE,
  response: { 200: bulkResultSchema },
});

/**
 * A catalogue row: the columns of the console's CSV files of the kind (src/domain/catalogue-rows.ts,
 * SPEC §3 field names), numbers and booleans typed or as text. Required: the kind's key columns;
 * an absent column keeps the stored value. The rules (prices ≥ 0 with 2 decimals, tiers ascending,
 * packaging products that exist…) are the files' rules; a broken one answers 400 `validation` with
 * `fields` `rows.<i>.<column>` and the row code, and nothing is written.
 */
const catalogueCell = z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]);
const catalogueRowSchema = (kind: CatalogueKind) => {
  const required = new Set(REQUIRED_COLUMNS[kind]);
  return z.strictObject(
    Object.fromEntries(
      CATALOGUE_COLUMNS[kind].map((column) => [
        column,
        required.has(column) ? catalogueCell : catalogueCell.optional(),
      ]),
    ),
  );
};

/** What a catalogue call did: rows new, changed and unchanged; tiers the rows no longer name. */
export const erpCatalogueResultSchema = z
  .object({ new: z.int(), changed: z.int(), unchanged: z.int(), removed: z.int() })
  .meta({ id: 'ErpCatalogueResult' });
export type ErpCatalogueResult = z.infer<typeof erpCatalogueResultSchema>;

export const erpProducts = defineCall({
  ...CALL_ROUTES.erpProducts,
  auth: 'erpApiKey',
  scopes: ['catalogue'],
  area: 'erp',
  origin: 'added',
  summary:
    'Creates or updates products by sku, with every field the bottler owns (idempotent, all or nothing)',
  body: bulkBody(catalogueRowSchema('products')),
  bodyExample: {
    rows: [
      {
        sku: 'ERP-COLA-350',
        description: 'Cola 350 ml lata',
        description_es: 'Cola 350 ml lata',
        brandId: 1,
        categoryId: 1,
        size: '350 ml',
        unit: 'UN',
        price: 3.5,
        tax: 0.18,
        active: true,
      },
    ],
  },
  rateLimit: BULK_RATE,
  response: { 200: erpCatalogueResultSchema },
});

export const erpPrices = defineCall({
  ...CALL_ROUTES.erpPrices,
  auth: 'erpApiKey',
  scopes: ['prices'],
  area: 'erp',
  origin: 'added',
  summary: "Sets products' list prices by sku (idempotent, all or nothing)",
  body: bulkBody(catalogueRowSchema('prices')),
  bodyExample: { rows: [{ sku: 'ERP-COLA-350', price: 3.4, priceWithoutDiscount: 3.9 }] },
  rateLimit: BULK_RATE,
  response: { 200: erpCatalogueResultSchema },
});

export const erpTiers = defineCall({
  ...CALL_ROUTES.erpTiers,
  auth: 'erpApiKey',
  scopes: ['prices'],
  area: 'erp',
  origin: 'added',
  summary:
    'Replaces the tier prices of the skus named (minimum quantity → price or discount; idempotent, all or nothing)',
  body: bulkBody(catalogueRowSchema('tiers')),
  bodyExample: {
    rows: [
      { sku: 'ERP-COLA-350', minimumQuantity: 12, price: 3.2 },
      { sku: 'ERP-COLA-350', minimumQuantity: 24, discountPercentage: 10 },
    ],
  },
  rateLimit: BULK_RATE,
  response: { 200: erpCatalogueResultSchema },
});
