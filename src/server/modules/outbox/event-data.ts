/**
 * Writes the order events (issue 15) inside the transaction of the change, from the order row as
 * it stands after the change: what a chat message needs, formatted for the shop — its language
 * (the client's when the tenant offers it, else the tenant's), the tenant's currency and locale
 * (domain formatMoney), the delivery day in words. Links are added at each attempt (links.ts).
 * An order's events carry the conversation of the session it was placed in (none for orders of
 * other sessions); the jobs' reminders and recurrent notices fall back to the shop's latest one.
 */
import type { OrderStatus, OrderType } from '../../../contract/index.ts';
import { formatMoney, isSupportedLanguage } from '../../../domain/locale.ts';
import type { LanguageCode } from '../../../domain/types.ts';
import type { ResolvedTenantConfig } from '../../../tenants/index.ts';
import type { Queryable } from '../../db/types.ts';
import { deliveryDateText, statusText } from './event-texts.ts';
import type { EventType, OrderEventData, RecurrentEventData } from './event-types.ts';
import { insertEvent, loadClientChat, loadOrderSnapshot } from './outbox-repository.ts';

export type TenantFormat = Pick<
  ResolvedTenantConfig,
  'id' | 'language' | 'languages' | 'locale' | 'languageVariants' | 'currency'
>;

/** The shop's language: its own when the tenant offers it, else the tenant's default. */
export function shopLanguage(tenant: TenantFormat, clientLanguage: string | null): LanguageCode {
  if (
    clientLanguage !== null &&
    isSupportedLanguage(clientLanguage) &&
    (tenant.languages as readonly string[]).includes(clientLanguage)
  ) {
    return clientLanguage;
  }
  return tenant.language;
}

/** The Intl locale the tenant uses for a language. */
export function localeOf(tenant: TenantFormat, language: LanguageCode): string {
  if (language === tenant.language) return tenant.locale;
  return tenant.languageVariants?.[language]?.locale ?? language;
}

export interface OrderFacts {
  orderNumber: string;
  status: OrderStatus;
  orderType: OrderType;
  total: number;
  deliveryDate: string;
  previousStatus?: OrderStatus | undefined;
}

export function orderEventData(
  tenant: TenantFormat,
  language: LanguageCode,
  facts: OrderFacts,
): OrderEventData {
  const locale = localeOf(tenant, language);
  return {
    orderNumber: facts.orderNumber,
    status: facts.status,
    statusText: statusText(language, facts.status),
    ...(facts.previousStatus === undefined ? {} : { previousStatus: facts.previousStatus }),
    orderType: facts.orderType,
    total: facts.total,
    currency: tenant.currency,
    totalText: formatMoney(facts.total, { currency: tenant.currency, locale, language }),
    deliveryDate: facts.deliveryDate,
    deliveryDateText: deliveryDateText(facts.deliveryDate, locale),
    language,
  };
}

export interface OrderEventInput {
  type: Extract<
    EventType,
    'order.created' | 'order.status_changed' | 'order.cancelled' | 'delivery.reminder'
  >;
  orderNumber: string;
  /** The service's clock at the change (the event's `created`). */
  now: Date;
  previousStatus?: OrderStatus | undefined;
  /** One event per key (the jobs' reminders); a second write with it writes nothing. */
  dedupeKey?: string | undefined;
}

/**
 * Writes one order event in `tx`, after the order row was written or changed in the same `tx`.
 * Returns the event id; undefined when its dedupe key was written before.
 */
export async function writeOrderEvent(
  tx: Queryable,
  tenant: TenantFormat,
  input: OrderEventInput,
): Promise<string | undefined> {
  const order = await loadOrderSnapshot(tx, tenant.id, input.orderNumber);
  if (!order) throw new Error(`order event for a missing order ${input.orderNumber}`);
  const language = shopLanguage(tenant, order.clientLanguage);
  const data = orderEventData(tenant, language, {
    orderNumber: input.orderNumber,
    status: order.status as OrderStatus,
    orderType: order.orderType as OrderType,
    total: order.total,
    deliveryDate: order.expectedDeliveryDate,
    previousStatus: input.previousStatus,
  });
  const id = await insertEvent(tx, {
    tenantId: tenant.id,
    clientId: order.clientId,
    type: input.type,
    data,
    createdAt: input.now,
    conversationId:
      order.conversationId ??
      (input.type === 'delivery.reminder' ? order.clientConversationId : null) ??
      undefined,
    dedupeKey: input.dedupeKey,
  });
  if (id === undefined && input.dedupeKey === undefined) {
    throw new Error('order event insert wrote nothing');
  }
  return id;
}

export interface ScheduleEventInput {
  type: Extract<EventType, 'recurrent.upcoming' | 'recurrent.skipped'>;
  scheduleId: number;
  clientId: string;
  occurrence: string;
  /** recurrent.skipped: why (an error code of the contract, 'missed' or 'skippedByShop'). */
  reason?: string | undefined;
  now: Date;
}

/**
 * Writes a recurrent schedule's event once per schedule, occurrence and type (dedupe key), in the
 * shop's language, with the shop's latest conversation. Undefined when written before.
 */
export async function writeScheduleEvent(
  tx: Queryable,
  tenant: TenantFormat,
  input: ScheduleEventInput,
): Promise<string | undefined> {
  const client = await loadClientChat(tx, tenant.id, input.clientId);
  const language = shopLanguage(tenant, client?.language ?? null);
  const data: RecurrentEventData = {
    scheduleId: input.scheduleId,
    occurrence: input.occurrence,
    occurrenceText: deliveryDateText(input.occurrence, localeOf(tenant, language)),
    language,
    ...(input.reason === undefined ? {} : { reason: input.reason }),
  };
  return insertEvent(tx, {
    tenantId: tenant.id,
    clientId: input.clientId,
    type: input.type,
    data,
    createdAt: input.now,
    conversationId: client?.conversationId ?? undefined,
    dedupeKey: `${input.type}:${input.scheduleId}:${input.occurrence}`,
  });
}
