/**
 * Texts of the chat events in the shop's language (the six of PRODUCT.md), server side: the
 * order statuses as the app shows them (src/web/locales/<lang>.json `orderStatus.*`, copied here
 * because the server never imports the web app) and the delivery date as the shop reads it.
 */
import type { OrderStatus } from '../../../contract/index.ts';
import type { LanguageCode } from '../../../domain/types.ts';

export const STATUS_TEXTS: Readonly<Record<LanguageCode, Readonly<Record<OrderStatus, string>>>> = {
  pt: {
    CANCELLED: 'Cancelado',
    REGISTERED: 'Recebido',
    ROUTED: 'Saiu para entrega',
    BLOCKED: 'Em análise de crédito',
    PREPARING: 'Em separação',
    DELIVERED: 'Entregue',
  },
  es: {
    CANCELLED: 'Cancelado',
    REGISTERED: 'Recibido',
    ROUTED: 'En camino',
    BLOCKED: 'En análisis de crédito',
    PREPARING: 'En preparación',
    DELIVERED: 'Entregado',
  },
  en: {
    CANCELLED: 'Cancelled',
    REGISTERED: 'Received',
    ROUTED: 'Out for delivery',
    BLOCKED: 'In credit analysis',
    PREPARING: 'Being picked',
    DELIVERED: 'Delivered',
  },
  th: {
    CANCELLED: 'ยกเลิกแล้ว',
    REGISTERED: 'ได้รับคำสั่งซื้อแล้ว',
    ROUTED: 'กำลังจัดส่ง',
    BLOCKED: 'กำลังตรวจสอบเครดิต',
    PREPARING: 'กำลังจัดเตรียมสินค้า',
    DELIVERED: 'จัดส่งแล้ว',
  },
  fr: {
    CANCELLED: 'Annulée',
    REGISTERED: 'Reçue',
    ROUTED: 'En cours de livraison',
    BLOCKED: 'En analyse de crédit',
    PREPARING: 'En préparation',
    DELIVERED: 'Livrée',
  },
  ar: {
    CANCELLED: 'ملغى',
    REGISTERED: 'تم الاستلام',
    ROUTED: 'خرج للتوصيل',
    BLOCKED: 'قيد تحليل الائتمان',
    PREPARING: 'قيد التجهيز',
    DELIVERED: 'تم التسليم',
  },
};

export function statusText(language: LanguageCode, status: OrderStatus): string {
  return STATUS_TEXTS[language][status];
}

/** Bidi marks Intl inserts for Arabic; chat apps lay the text out themselves. */
const BIDI_MARKS = /[\u200e\u200f\u061c]/g;

/**
 * "quinta-feira, 19 de novembro" — a calendar date ('YYYY-MM-DD', no time zone: it is the
 * delivery day itself) in the tenant's locale, Latin digits (like money), Gregorian calendar
 * (th-TH would print the Buddhist year otherwise).
 */
export function deliveryDateText(date: string, locale: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const instant = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, 12));
  return deliveryDateFormat(locale).format(instant).replace(BIDI_MARKS, '');
}

/** One formatter per locale: building one costs far more than using it (issue 16). */
const deliveryDateFormats = new Map<string, Intl.DateTimeFormat>();

function deliveryDateFormat(locale: string): Intl.DateTimeFormat {
  let format = deliveryDateFormats.get(locale);
  if (format === undefined) {
    const tag = new Intl.Locale(locale, { numberingSystem: 'latn', calendar: 'gregory' });
    format = new Intl.DateTimeFormat(tag.toString(), {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    });
    deliveryDateFormats.set(locale, format);
  }
  return format;
}
