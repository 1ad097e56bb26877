/**
 * Free-form WhatsApp texts of the events, in the shop's language (sent only inside the 24-hour
 * window after the shop's last message; outside it the tenant's approved templates are sent).
 * Placeholders are filled from the event's data.
 */
import type { LanguageCode } from '../../../domain/types.ts';
import type { EventType } from '../outbox/event-types.ts';

type Texts = Readonly<Record<EventType, string>>;

export const MESSAGE_TEXTS: Readonly<Record<LanguageCode, Texts>> = {
  pt: {
    'order.created': 'Pedido {orderNumber} recebido: {totalText}, entrega {deliveryDateText}.',
    'order.status_changed': 'Pedido {orderNumber}: {statusText}.',
    'order.cancelled': 'Pedido {orderNumber} cancelado.',
    'delivery.reminder': 'Lembrete: o pedido {orderNumber} chega {deliveryDateText}.',
    'recurrent.upcoming':
      'Seu pedido recorrente sai para {occurrenceText}. Para pular esta vez: {skipUrl}',
    'recurrent.skipped': 'A entrega recorrente de {occurrenceText} não foi feita.',
  },
  es: {
    'order.created': 'Pedido {orderNumber} recibido: {totalText}, entrega {deliveryDateText}.',
    'order.status_changed': 'Pedido {orderNumber}: {statusText}.',
    'order.cancelled': 'Pedido {orderNumber} cancelado.',
    'delivery.reminder': 'Recordatorio: el pedido {orderNumber} llega el {deliveryDateText}.',
    'recurrent.upcoming':
      'Su pedido recurrente sale para el {occurrenceText}. Para saltarlo esta vez: {skipUrl}',
    'recurrent.skipped': 'La entrega recurrente del {occurrenceText} no se hizo.',
  },
  en: {
    'order.created': 'Order {orderNumber} received: {totalText}, delivery {deliveryDateText}.',
    'order.status_changed': 'Order {orderNumber}: {statusText}.',
    'order.cancelled': 'Order {orderNumber} cancelled.',
    'delivery.reminder': 'Reminder: order {orderNumber} arrives {deliveryDateText}.',
    'recurrent.upcoming':
      'Your recurring order goes out for {occurrenceText}. To skip this time: {skipUrl}',
    'recurrent.skipped': 'The recurring delivery of {occurrenceText} was not placed.',
  },
  th: {
    'order.created': 'ได้รับคำสั่งซื้อ {orderNumber}: {totalText} จัดส่ง {deliveryDateText}',
    'order.status_changed': 'คำสั่งซื้อ {orderNumber}: {statusText}',
    'order.cancelled': 'ยกเลิกคำสั่งซื้อ {orderNumber} แล้ว',
    'delivery.reminder': 'เตือน: คำสั่งซื้อ {orderNumber} จะถึง {deliveryDateText}',
    'recurrent.upcoming': 'คำสั่งซื้อประจำรอบ {occurrenceText} ใกล้ถึงแล้ว ข้ามรอบนี้: {skipUrl}',
    'recurrent.skipped': 'ไม่ได้สั่งคำสั่งซื้อประจำรอบ {occurrenceText}',
  },
  fr: {
    'order.created': 'Commande {orderNumber} reçue : {totalText}, livraison {deliveryDateText}.',
    'order.status_changed': 'Commande {orderNumber} : {statusText}.',
    'order.cancelled': 'Commande {orderNumber} annulée.',
    'delivery.reminder': 'Rappel : la commande {orderNumber} arrive {deliveryDateText}.',
    'recurrent.upcoming':
      'Votre commande récurrente part pour le {occurrenceText}. Pour la sauter cette fois : {skipUrl}',
    'recurrent.skipped': "La livraison récurrente du {occurrenceText} n'a pas été passée.",
  },
  ar: {
    'order.created': 'تم استلام الطلب {orderNumber}: {totalText}، التوصيل {deliveryDateText}.',
    'order.status_changed': 'الطلب {orderNumber}: {statusText}.',
    'order.cancelled': 'تم إلغاء الطلب {orderNumber}.',
    'delivery.reminder': 'تذكير: يصل الطلب {orderNumber} {deliveryDateText}.',
    'recurrent.upcoming': 'طلبك المتكرر ليوم {occurrenceText} قريب. لتخطيه هذه المرة: {skipUrl}',
    'recurrent.skipped': 'لم يتم تقديم التوصيل المتكرر ليوم {occurrenceText}.',
  },
};

export function fill(text: string, data: Record<string, unknown>): string {
  return text.replace(/\{(\w+)\}/g, (_all, key: string) => {
    const value = data[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  });
}
