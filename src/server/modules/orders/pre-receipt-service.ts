/**
 * The PDF pre-receipt of one of the calling client's orders (SPEC §7 "PDF pre-receipt
 * generation (file order-pre-receipt.pdf, in French, two decimals)"). Another client's or
 * tenant's order answers 404 notFound (its existence is not revealed).
 */
import type { LanguageCode } from '../../../domain/types.ts';
import type { Database } from '../../db/types.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { renderPreReceiptPdf, type PreReceipt } from '../receipts/pre-receipt-pdf.ts';
import { createLimiter, type Limiter } from './render-limiter.ts';
import {
  findClient,
  findClientOrder,
  listClientOrderLines,
  type ClientRecord,
  type OrderLineRecord,
  type OrderRecord,
} from './repository.ts';

type ReceiptContext = Pick<RequestContext, 'tenant' | 'tenantId' | 'clientId'> &
  Partial<Pick<RequestContext, 'requestedLanguage'>>;

/**
 * The shop's language (PRODUCT.md: the pre-receipt in the shop's language, French for Morocco's
 * French-reading shops): the language the app is shown in, else the shop's own, else the
 * tenant's default — always one the tenant offers.
 */
export function receiptLanguage(
  ctx: ReceiptContext,
  client: Pick<ClientRecord, 'language'>,
): LanguageCode {
  const offered = ctx.tenant.languages as readonly string[];
  const candidates = [ctx.requestedLanguage, client.language ?? undefined, ctx.tenant.language];
  const chosen = candidates.find((language) => language && offered.includes(language));
  return (chosen ?? ctx.tenant.language) as LanguageCode;
}

/** The receipt data of an order (pure mapping). */
export function preReceiptOf(
  ctx: ReceiptContext,
  order: OrderRecord,
  lines: readonly OrderLineRecord[],
  client: ClientRecord,
): PreReceipt {
  return {
    bottlerName: ctx.tenant.name,
    clientName: client.name,
    ...(client.documentId ? { clientDocument: client.documentId } : {}),
    ...(client.address ? { clientAddress: client.address } : {}),
    orderNumber: order.orderNumber,
    createdAt: order.createdAt,
    expectedDeliveryDate: order.expectedDeliveryDate,
    ...(order.scheduledDeliveryDate ? { deliveryDates: [order.scheduledDeliveryDate] } : {}),
    ...(order.paymentMode ? { paymentMode: order.paymentMode } : {}),
    currency: ctx.tenant.currency,
    lines: lines.map((line) => ({
      sku: line.sku,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
    })),
    priceWithoutDiscount: order.priceWithoutDiscount,
    discount: order.discount,
    promoDiscount: order.promoDiscount,
    vat: order.vat,
    total: order.total,
    timeZone: ctx.tenant.timeZone,
    language: receiptLanguage(ctx, client),
  };
}

/** PDF renders are CPU-bound (~100 ms): at most this many at once per process, whoever asks. */
const RENDER_CONCURRENCY = 2;
const renderLimiter = createLimiter(RENDER_CONCURRENCY);

export async function preReceiptPdf(
  db: Database,
  ctx: ReceiptContext,
  orderNumber: string,
  limiter: Limiter = renderLimiter,
): Promise<Buffer> {
  const scope = { tenantId: ctx.tenantId, clientId: ctx.clientId };
  const order = await findClientOrder(db, scope, orderNumber);
  if (!order) throw new HttpError(404, 'notFound');
  const [lines, client] = await Promise.all([
    listClientOrderLines(db, scope, [order.orderNumber]),
    findClient(db, scope),
  ]);
  if (!client) throw new HttpError(404, 'notFound');
  const receipt = preReceiptOf(ctx, order, lines, client);
  return limiter.run(() => renderPreReceiptPdf(receipt));
}

let warming: Promise<unknown> | undefined;

/**
 * Decodes the fonts once per process by rendering a one-line receipt in the background, so the
 * first real download does not pay for it. Failures are only logged (the real render will report).
 */
export function warmPreReceiptFonts(log: { warn: (obj: object, msg: string) => void }): void {
  warming ??= renderPreReceiptPdf({
    bottlerName: 'warm-up',
    clientName: 'warm-up',
    orderNumber: '0',
    createdAt: new Date(0),
    currency: 'EUR',
    lines: [{ sku: '0', description: 'warm-up', quantity: 1, unitPrice: 0, lineTotal: 0 }],
    priceWithoutDiscount: 0,
    discount: 0,
    promoDiscount: 0,
    vat: 0,
    total: 0,
    timeZone: 'UTC',
  }).catch((error: unknown) => log.warn({ err: error }, 'pre-receipt font warm-up failed'));
}
