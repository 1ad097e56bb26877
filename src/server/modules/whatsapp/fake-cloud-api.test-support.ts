/**
 * A local fake of the WhatsApp Cloud API `POST /<version>/<phone number id>/messages`, for the
 * adapter's tests. Request and answer shapes follow Meta's published reference:
 * - "Messages" reference — developers.facebook.com/docs/whatsapp/cloud-api/reference/messages
 *   (`messaging_product: 'whatsapp'`, `recipient_type: 'individual'`, `to`, `type` with its
 *   object: `text: {body, preview_url}`, `document: {link, filename, caption}`,
 *   `template: {name, language: {code}, components}`), answered
 *   `{messaging_product, contacts: [{input, wa_id}], messages: [{id: 'wamid.…'}]}`;
 * - "Send message templates" — developers.facebook.com/docs/whatsapp/cloud-api/guides/
 *   send-message-templates (header `document` and body `text` parameters);
 * - "Error codes" — developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes
 *   (`{error: {message, type, code, fbtrace_id}}`; 190 bad token, 100 invalid parameter).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_VERSION = 'v21.0';

export interface FakeRequest {
  phoneNumberId: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
  status: number;
  wamid?: string;
}

export interface FakeCloudApi {
  baseUrl: string;
  requests: FakeRequest[];
  /** Answers the next requests with this status first (then normally). */
  failNext(statuses: number[]): void;
  close(): Promise<void>;
}

const error = (code: number, message: string) => ({
  error: { message, type: 'OAuthException', code, fbtrace_id: randomBytes(8).toString('hex') },
});

/** What the reference requires of a message body; undefined when it is valid. */
function invalid(body: Record<string, unknown>): string | undefined {
  if (body.messaging_product !== 'whatsapp') return 'messaging_product';
  if (typeof body.to !== 'string' || !/^\d{7,15}$/.test(body.to)) return 'to';
  const type = body.type;
  if (type === 'text') {
    const text = body.text as { body?: unknown } | undefined;
    return typeof text?.body === 'string' && text.body.length <= 4096 ? undefined : 'text.body';
  }
  if (type === 'document') {
    const document = body.document as { link?: unknown; filename?: unknown } | undefined;
    return typeof document?.link === 'string' && /^https?:\/\//.test(document.link)
      ? undefined
      : 'document.link';
  }
  if (type === 'template') {
    const template = body.template as
      { name?: unknown; language?: { code?: unknown }; components?: unknown } | undefined;
    if (typeof template?.name !== 'string') return 'template.name';
    if (typeof template.language?.code !== 'string') return 'template.language.code';
    if (template.components !== undefined && !Array.isArray(template.components)) {
      return 'template.components';
    }
    return undefined;
  }
  return 'type';
}

export async function startFakeCloudApi(token: string): Promise<FakeCloudApi> {
  const requests: FakeRequest[] = [];
  let failures: number[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, json: unknown, entry?: FakeRequest) => {
        if (entry) {
          entry.status = status;
          requests.push(entry);
        }
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      };
      const match = new RegExp(`^/${FAKE_VERSION}/(\\d+)/messages$`).exec(req.url ?? '');
      if (req.method !== 'POST' || !match) {
        answer(404, error(100, 'Unknown path'));
        return;
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        answer(400, error(100, 'Invalid JSON'));
        return;
      }
      const entry: FakeRequest = {
        phoneNumberId: match[1] ?? '',
        authorization: req.headers.authorization,
        body,
        status: 0,
      };
      if (req.headers.authorization !== `Bearer ${token}`) {
        answer(401, error(190, 'Invalid OAuth access token.'), entry);
        return;
      }
      const forced = failures.shift();
      if (forced !== undefined) {
        answer(forced, error(forced === 429 ? 130429 : 131000, 'Something went wrong'), entry);
        return;
      }
      const problem = invalid(body);
      if (problem !== undefined) {
        answer(400, error(100, `(#100) Invalid parameter: ${problem}`), entry);
        return;
      }
      entry.wamid = `wamid.${randomBytes(24).toString('base64url')}`;
      answer(
        200,
        {
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [
            body.type === 'template'
              ? { id: entry.wamid, message_status: 'accepted' }
              : { id: entry.wamid },
          ],
        },
        entry,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/${FAKE_VERSION}`,
    requests,
    failNext(statuses) {
      failures = [...statuses];
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The `X-Hub-Signature-256` Meta sends with a callback: HMAC-SHA256 of the raw body. */
export const hubSignature = (raw: string, appSecret: string): string =>
  `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;

/** Unix seconds as the Cloud API writes them in callbacks (a string of digits). */
export const unixSeconds = (date: Date): string => String(Math.floor(date.getTime() / 1000));

/**
 * A callback of one `messages` change whose value holds `value` (statuses, messages, contacts),
 * as the WhatsApp webhooks reference shows it (object → entry → changes → value).
 */
export const cloudNotification = (phoneNumberId: string, value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [
        {
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
            ...value,
          },
          field: 'messages',
        },
      ],
    },
  ],
});
