/**
 * What the WhatsApp adapter sends for an event (pure): the Cloud API `/messages` body.
 * Shapes from Meta's reference — "Messages" (developers.facebook.com/docs/whatsapp/cloud-api/
 * reference/messages) and "Send message templates" (…/cloud-api/guides/send-message-templates):
 * - inside the 24-hour window after the shop's last message: free text
 *   (`type: 'text'`), or on `order.created` the PDF pre-receipt as a document message
 *   (`type: 'document'`, `document.link`, `filename`, `caption`);
 * - outside it: the tenant's approved template for the event in the shop's language
 *   (`type: 'template'`), body parameters from the event, and on `order.created` a document
 *   header with the PDF; without such a template nothing is sent (skipped).
 */
import type { WhatsappSetting } from '../../config-webhooks.ts';
import type { LanguageCode } from '../../../domain/types.ts';
import type { EventType } from '../outbox/event-types.ts';
import { PRE_RECEIPT_FILENAME } from '../receipts/pre-receipt-pdf.ts';
import { fill, MESSAGE_TEXTS } from './message-texts.ts';

/** Free-form messages are allowed this long after the shop's last message. */
export const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface MessageInput {
  type: EventType;
  /** The event's data with its links (outbox links.ts). */
  data: Record<string, unknown>;
  language: LanguageCode;
  /** E.164 ('+5521987654321'). */
  whatsappNumber: string;
  lastInboundAt: Date | null;
  now: Date;
  templates: WhatsappSetting['templates'];
}

export type OutgoingMessage =
  | { kind: 'text' | 'document' | 'template'; body: Record<string, unknown> }
  | { kind: 'skip'; reason: 'noTemplate' };

/** Body parameters of each event's template, in order (what the approved template expects). */
export const TEMPLATE_PARAMETERS: Readonly<Record<EventType, readonly string[]>> = {
  'order.created': ['orderNumber', 'totalText', 'deliveryDateText'],
  'order.status_changed': ['orderNumber', 'statusText'],
  'order.cancelled': ['orderNumber'],
  'delivery.reminder': ['orderNumber', 'deliveryDateText'],
  'recurrent.upcoming': ['occurrenceText', 'skipUrl'],
  'recurrent.skipped': ['occurrenceText'],
};

export function windowOpen(lastInboundAt: Date | null, now: Date): boolean {
  return lastInboundAt !== null && now.getTime() - lastInboundAt.getTime() < SERVICE_WINDOW_MS;
}

export function buildMessage(input: MessageInput): OutgoingMessage {
  const to = input.whatsappNumber.replace(/^\+/, '');
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to };
  const text = fill(MESSAGE_TEXTS[input.language][input.type], input.data);
  const pdf = typeof input.data.preReceiptUrl === 'string' ? input.data.preReceiptUrl : undefined;

  if (windowOpen(input.lastInboundAt, input.now)) {
    if (input.type === 'order.created' && pdf !== undefined) {
      return {
        kind: 'document',
        body: {
          ...base,
          type: 'document',
          document: { link: pdf, filename: PRE_RECEIPT_FILENAME, caption: text },
        },
      };
    }
    return {
      kind: 'text',
      body: { ...base, type: 'text', text: { preview_url: false, body: text } },
    };
  }

  const template = input.templates[input.type];
  const code = template?.languages[input.language];
  if (template === undefined || code === undefined) return { kind: 'skip', reason: 'noTemplate' };
  const components: Record<string, unknown>[] = [];
  if (input.type === 'order.created' && pdf !== undefined) {
    components.push({
      type: 'header',
      parameters: [{ type: 'document', document: { link: pdf, filename: PRE_RECEIPT_FILENAME } }],
    });
  }
  components.push({
    type: 'body',
    parameters: TEMPLATE_PARAMETERS[input.type].map((key) => ({
      type: 'text',
      text: String(input.data[key] ?? ''),
    })),
  });
  return {
    kind: 'template',
    body: {
      ...base,
      type: 'template',
      template: { name: template.name, language: { code }, components },
    },
  };
}
