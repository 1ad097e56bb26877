/**
 * The events sent back to the chat (issue 15): their types and the body a receiver gets.
 *
 *   {id, type, created, bottler, clientId, conversationId?, data}
 *
 * `id` is stable across retries (a receiver keeps each event once by it); `created` is when the
 * change happened; `data` carries what a chat message needs (event-data.ts), including links that
 * are minted at each attempt and live a short while (links.ts).
 */
import { WEBHOOK_EVENT_TYPES, type OrderStatus, type OrderType } from '../../../contract/index.ts';
import type { LanguageCode } from '../../../domain/types.ts';

/** The event types of issue 15, as the contract publishes them. */
export const EVENT_TYPES = WEBHOOK_EVENT_TYPES;
export type EventType = (typeof EVENT_TYPES)[number];

/** What every order event says about the order, formatted for the shop. */
export interface OrderEventData {
  orderNumber: string;
  status: OrderStatus;
  /** The status as the app shows it, in the shop's language. */
  statusText: string;
  /** Set on order.status_changed and order.cancelled. */
  previousStatus?: OrderStatus;
  orderType: OrderType;
  /** Decimal amount, exact (numeric(12,2) as a number). */
  total: number;
  currency: string;
  /** The total as the app shows it: the tenant's currency and locale (domain formatMoney). */
  totalText: string;
  /** 'YYYY-MM-DD'. */
  deliveryDate: string;
  /** The delivery day in the shop's language ("quinta-feira, 19 de novembro"). */
  deliveryDateText: string;
  language: LanguageCode;
}

/** Data of a recurrent schedule's occurrence (recurrent.upcoming / recurrent.skipped). */
export interface RecurrentEventData {
  scheduleId: number;
  /** The occurrence, 'YYYY-MM-DD'. */
  occurrence: string;
  occurrenceText: string;
  language: LanguageCode;
  /** recurrent.skipped: why (an error code of the contract, 'missed' or 'skippedByShop'). */
  reason?: string;
}

/** Added at each attempt: short-lived links (links.ts). */
export interface EventLinks {
  /** The PDF pre-receipt, without sign-in (order events and delivery.reminder). */
  preReceiptUrl?: string;
  /** The app, signed in (a chat link), opening the shop's orders. */
  orderUrl?: string;
  /** recurrent.upcoming: skips this occurrence only, without sign-in. */
  skipUrl?: string;
  /** When the links stop working (ISO 8601). */
  linksExpireAt?: string;
}

export interface EventBody {
  id: string;
  type: EventType;
  /** ISO 8601. */
  created: string;
  bottler: number;
  clientId: string;
  conversationId?: string;
  data: Record<string, unknown>;
}
