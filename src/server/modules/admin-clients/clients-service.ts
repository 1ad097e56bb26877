/**
 * The console's clients (issue 12): list and search; a shop's profile with its latest orders,
 * open invoices and NPS answers; limits (finance) and address / ordering on-off (sales), each
 * change audited with before and after in its transaction; a chat link and a password-reset
 * link (audited, their secrets never written to the audit log).
 */
import type {
  AdminClientProfile,
  AdminClientSummary,
  AdminNpsAnswer,
  AdminOrderSummary,
} from '../../../contract/index.ts';
import { localDate } from '../../../domain/dates.ts';
import { invoiceStatus } from '../../../domain/invoices.ts';
import { amountFitsCurrency } from '../../../domain/locale.ts';
import type { Database, Queryable } from '../../db/types.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { OperatorContext } from '../../plugins/operator-context.ts';
import { operatorActor } from '../admin-lists/audit-actor.ts';
import { decodeCursor, pageOf } from '../admin-lists/keyset.ts';
import { toNpsAnswer } from '../admin-nps/nps-service.ts';
import { selectNpsAnswers } from '../admin-nps/nps-repository.ts';
import { toOrderSummary } from '../admin-orders/board-service.ts';
import { selectBoard } from '../admin-orders/board-repository.ts';
import { findOpenInvoices } from '../after-order/invoices-repository.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import {
  selectClientProfile,
  selectClients,
  updateClient,
  type ClientChange,
  type ClientProfileRow,
  type ClientRow,
} from './clients-repository.ts';

/** Orders and NPS answers shown on a profile. */
export const PROFILE_RECENT = 20;

const toSummary = (row: ClientRow): AdminClientSummary => ({
  clientId: row.external_id,
  name: row.name,
  documentId: row.document_id,
  phone: row.whatsapp_number,
  address: row.address,
  orderingEnabled: row.is_order_option_active,
});

const toProfile = (row: ClientProfileRow): AdminClientProfile => ({
  ...toSummary(row),
  language: row.language,
  minimumOrder: Number(row.minimum_order),
  paymentLimit: Number(row.payment_limit),
  overLimitAuthorized: row.is_finish_order_over_limit_authorized,
  hasPassword: row.has_password,
  openOrdersTotal: Number(row.open_orders_total),
  createdAt: row.created_at.toISOString(),
});

export async function listClients(
  db: Queryable,
  ctx: Pick<OperatorContext, 'tenantId'>,
  query: { q?: string | undefined; limit: number; cursor?: string | undefined },
): Promise<{ items: AdminClientSummary[]; nextCursor: string | null }> {
  const after =
    query.cursor === undefined ? undefined : String(decodeCursor(query.cursor, ['s'])[0]);
  const rows = await selectClients(db, {
    tenantId: ctx.tenantId,
    q: query.q,
    after,
    limit: query.limit + 1,
  });
  return pageOf(rows, query.limit, toSummary, (row) => [row.external_id]);
}

export interface ClientPage {
  profile: AdminClientProfile;
  recentOrders: AdminOrderSummary[];
  openInvoices: {
    documentNumber: string;
    orderNumber: string;
    dueDate: string;
    value: number;
    status: 'expired' | 'overdue' | 'dueNextDay' | 'normal';
  }[];
  npsAnswers: AdminNpsAnswer[];
}

async function profileOrNotFound(
  db: Queryable,
  tenantId: number,
  clientId: string,
  forUpdate = false,
): Promise<ClientProfileRow> {
  const row = await selectClientProfile(db, tenantId, clientId, { forUpdate });
  if (row === undefined) throw new HttpError(404, 'notFound');
  return row;
}

export async function clientPage(
  db: Queryable,
  ctx: Pick<OperatorContext, 'tenantId' | 'tenant' | 'now'>,
  clientId: string,
): Promise<ClientPage> {
  const row = await profileOrNotFound(db, ctx.tenantId, clientId);
  const timeZone = ctx.tenant.timeZone;
  const [orders, invoices, answers] = await Promise.all([
    selectBoard(db, {
      tenantId: ctx.tenantId,
      timeZone,
      filters: { clientId },
      limit: PROFILE_RECENT,
    }),
    findOpenInvoices(db, ctx.tenantId, clientId),
    selectNpsAnswers(db, {
      tenantId: ctx.tenantId,
      timeZone,
      filters: { clientId },
      limit: PROFILE_RECENT,
    }),
  ]);
  const today = localDate(ctx.now, timeZone);
  return {
    profile: toProfile(row),
    recentOrders: orders.map(toOrderSummary),
    openInvoices: invoices.map((invoice) => ({
      documentNumber: invoice.documentNumber,
      orderNumber: invoice.orderNumber,
      dueDate: invoice.dueDate,
      value: Number(invoice.value),
      status: invoiceStatus(
        { invoiceDueDate: invoice.dueDate, invoicePaymentExpired: invoice.paymentExpired },
        today,
      ),
    })),
    npsAnswers: answers.map(toNpsAnswer),
  };
}

/** The audited fields of a change, as they were and as they are. */
function auditFields(row: ClientProfileRow, change: ClientChange): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (change.minimumOrder !== undefined) fields.minimumOrder = Number(row.minimum_order);
  if (change.paymentLimit !== undefined) fields.paymentLimit = Number(row.payment_limit);
  if (change.overLimitAuthorized !== undefined) {
    fields.overLimitAuthorized = row.is_finish_order_over_limit_authorized;
  }
  if (change.address !== undefined) fields.address = row.address;
  if (change.orderingEnabled !== undefined) fields.orderingEnabled = row.is_order_option_active;
  return fields;
}

/** Applies a limits or profile change with its audit entry, in one transaction. */
export async function changeClient(
  db: Database,
  ctx: Pick<OperatorContext, 'tenantId' | 'tenant' | 'now' | 'operatorId' | 'email'>,
  clientId: string,
  action: 'client.limits' | 'client.profile',
  change: ClientChange,
): Promise<AdminClientProfile> {
  // An amount with cents in a currency without them (PYG, CLP) is refused, naming its field.
  for (const field of ['minimumOrder', 'paymentLimit'] as const) {
    const amount = change[field];
    if (amount !== undefined && !amountFitsCurrency(amount, ctx.tenant.currency)) {
      throw new HttpError(400, 'validation', { field: `body.${field}` });
    }
  }
  return db.transaction(async (tx) => {
    const before = await profileOrNotFound(tx, ctx.tenantId, clientId, true);
    await updateClient(tx, ctx.tenantId, clientId, change);
    const after = await profileOrNotFound(tx, ctx.tenantId, clientId);
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      actor: operatorActor(ctx),
      action,
      entity: 'client',
      entityId: clientId,
      before: auditFields(before, change),
      after: auditFields(after, change),
      at: ctx.now,
    });
    return toProfile(after);
  });
}

/**
 * Records that an operator handed out a link for the shop (chat or password reset): when and
 * until when, never the link itself. 404 notFound for a client not of the tenant.
 */
export async function auditLinkIssued(
  db: Database,
  ctx: Pick<OperatorContext, 'tenantId' | 'now' | 'operatorId' | 'email'>,
  clientId: string,
  action: 'client.link' | 'client.passwordReset',
  issue: (tx: Queryable) => Promise<{ expiresAt: string }>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await profileOrNotFound(tx, ctx.tenantId, clientId);
    const { expiresAt } = await issue(tx);
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      actor: operatorActor(ctx),
      action,
      entity: 'client',
      entityId: clientId,
      before: null,
      after: { expiresAt },
      at: ctx.now,
    });
  });
}
