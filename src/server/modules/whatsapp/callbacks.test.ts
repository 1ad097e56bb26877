/**
 * Signed Cloud API callbacks of shapes we do not expect, on every test database, over the real
 * route: a correctly signed notification never answers 5xx (Meta retries anything but 2xx, for
 * days). Parts below `object` that we do not understand — an entry, a change, a status or a
 * message of another shape, an id past WAMID_MAX_LENGTH, a timestamp outside the callback window
 * — are ignored and the rest is processed; a body that breaks the contract (not JSON, no
 * `object`, NUL characters, nested too deep) stays 400 `validation`, as every call.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_KEY_HEADER } from '../../../contract/index.ts';
import { openTestApp, TEST_NOW, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { insertEvent } from '../outbox/outbox-repository.ts';
import { WAMID_MAX_LENGTH } from './callbacks.ts';
import { cloudNotification, hubSignature, unixSeconds } from './fake-cloud-api.test-support.ts';

const APP_SECRET = 'meta-app-secret-0123456789';
const PHONE_NUMBER_ID = '106540352242922';
const SHOP_WA_ID = '5521987654321';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const sign = (raw: string) => hubSignature(raw, APP_SECRET);
const unix = unixSeconds;
/** A notification of one `messages` change whose value holds `value` (statuses, messages). */
const notification = (value: Record<string, unknown>) => cloudNotification(PHONE_NUMBER_ID, value);

const status = (id: unknown, name: unknown, at: Date | string, extra = {}) => ({
  id,
  status: name,
  timestamp: typeof at === 'string' ? at : unix(at),
  recipient_id: SHOP_WA_ID,
  ...extra,
});

describe.each(testDatabases())('WhatsApp callbacks of unexpected shapes on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await openTestApp(kind, {
      tenants: [2],
      config: {
        WHATSAPP: JSON.stringify({
          '2': {
            phoneNumberId: PHONE_NUMBER_ID,
            token: 'EAAG-test-access-token',
            baseUrl: 'http://127.0.0.1:9',
            appSecret: APP_SECRET,
            verifyToken: 'verify-token-2026',
            templates: {},
          },
        }),
      },
    });
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/bot/links',
      headers: { [BOT_KEY_HEADER]: t.config.BOT_KEYS['2'] ?? '' },
      payload: { clientId: '1001', whatsappNumber: `+${SHOP_WA_ID}` },
    });
    expect(link.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (body: unknown) => {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/2/webhook',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(raw) },
      payload: raw,
    });
  };

  /** A message of tenant 2 the Cloud API accepted as `wamid`, without any status yet. */
  async function sentMessage(): Promise<string> {
    const eventId = await insertEvent(t.db, {
      tenantId: 2,
      clientId: '1001',
      type: 'order.status_changed',
      data: { orderNumber: randomUUID(), statusText: 'x' },
      createdAt: TEST_NOW,
    });
    if (eventId === undefined) throw new Error('the event was not inserted');
    const wamid = `wamid.HBgNNTUyMTk4NzY1NDMyMRUCABEYEj${randomUUID().replaceAll('-', '')}`;
    await t.db.query('update outbox_events set wa_fanned = true where id = $1', [eventId]);
    await t.db.query(
      `insert into whatsapp_messages (id, event_id, tenant_id, client_id, state, wamid)
       values ($1, $2, 2, '1001', 'sent', $3)`,
      [randomUUID(), eventId, wamid],
    );
    return wamid;
  }

  const deliveryOf = async (wamid: string) =>
    (
      await t.db.query<{ delivery_status: string | null }>(
        'select delivery_status from whatsapp_messages where wamid = $1',
        [wamid],
      )
    )[0]?.delivery_status;
  const statusesOf = async (wamid: string) =>
    (
      await t.db.query<{ status: string }>(
        'select status from whatsapp_statuses where wamid = $1 order by status',
        [wamid],
      )
    ).map((row) => row.status);
  const lastInbound = async () =>
    (
      await t.db.query<{ last_inbound_at: Date | null }>(
        "select last_inbound_at from clients where tenant_id = 2 and external_id = '1001'",
      )
    )[0]?.last_inbound_at;
  const statusCount = async () =>
    Number(
      (await t.db.query<{ n: number }>('select count(*)::int as n from whatsapp_statuses'))[0]?.n,
    );

  it('ignores entries, changes, statuses and messages of another shape, and keeps the rest', async () => {
    const odd: unknown[] = [
      { object: 'whatsapp_business_account', entry: 'x' },
      { object: 'whatsapp_business_account', entry: { changes: [] } },
      { object: 'whatsapp_business_account', entry: [null, 7, 'x', []] },
      { object: 'whatsapp_business_account', entry: [{ changes: 'x' }] },
      { object: 'whatsapp_business_account', entry: [{ changes: [null, 1, [], 'x'] }] },
      { object: 'whatsapp_business_account', entry: [{ changes: [{ field: 'messages' }] }] },
      {
        object: 'whatsapp_business_account',
        entry: [{ changes: [{ field: 'messages', value: null }] }],
      },
      notification({ statuses: 'x', messages: { from: SHOP_WA_ID } }),
      notification({ statuses: [null, 1, 'x', []], messages: [null, 2, 'y', []] }),
      notification({ statuses: [{ timestamp: 5 }], messages: [{ timestamp: [] }] }),
      notification({
        statuses: [status({ x: 1 }, 'read', TEST_NOW), status('wamid.x', { y: 1 }, TEST_NOW)],
        messages: [{ from: 5521987654321, timestamp: unix(TEST_NOW) }],
      }),
    ];
    const before = await statusCount();
    for (const body of odd) {
      const res = await post(body);
      expect({ body, status: res.statusCode, answer: res.json() }).toEqual({
        body,
        status: 200,
        answer: { received: true },
      });
    }
    expect(await statusCount()).toBe(before);

    // The parts we understand are processed, whatever sits beside them.
    const wamid = await sentMessage();
    const mixed = {
      object: 'whatsapp_business_account',
      entry: [
        null,
        { changes: [null, { field: 'messages', value: { statuses: [null, 'x'] } }] },
        ...notification({
          statuses: [null, status(wamid, 'delivered', TEST_NOW), { id: 1 }],
        }).entry,
      ],
    };
    const res = await post(mixed);
    expect(res.statusCode).toBe(200);
    expect(await deliveryOf(wamid)).toBe('delivered');
    expect(await statusesOf(wamid)).toEqual(['delivered']);
  });

  it(`ignores a status whose id is past ${WAMID_MAX_LENGTH} characters, or empty`, async () => {
    const wamid = await sentMessage();
    const before = await statusCount();
    for (const id of [
      // Incompressible, so past the index's row limit as stored.
      randomBytes(10_000).toString('hex'),
      `wamid.${'A'.repeat(WAMID_MAX_LENGTH)}`,
      '',
    ]) {
      const res = await post(notification({ statuses: [status(id, 'sent', TEST_NOW)] }));
      expect({ length: id.length, status: res.statusCode }).toEqual({
        length: id.length,
        status: 200,
      });
    }
    expect(await statusCount()).toBe(before);
    // A long but plausible id is kept, and a real one still counts.
    const long = `wamid.${'A'.repeat(WAMID_MAX_LENGTH - 6)}`;
    const res = await post(
      notification({
        statuses: [status(long, 'sent', TEST_NOW), status(wamid, 'read', TEST_NOW)],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(await statusesOf(long)).toEqual(['sent']);
    expect(await deliveryOf(wamid)).toBe('read');
  });

  it('ignores statuses and inbound messages timestamped outside the window around now', async () => {
    await t.db.query(
      "update clients set last_inbound_at = null where tenant_id = 2 and external_id = '1001'",
    );
    const wamid = await sentMessage();
    const year33658 = '999999999999';
    for (const at of [
      year33658,
      unix(new Date(TEST_NOW.getTime() + DAY)),
      unix(new Date(TEST_NOW.getTime() + HOUR)),
    ]) {
      const res = await post(
        notification({
          statuses: [status(wamid, 'failed', at)],
          messages: [{ from: SHOP_WA_ID, id: 'wamid.in', timestamp: at, type: 'text' }],
        }),
      );
      expect({ at, status: res.statusCode }).toEqual({ at, status: 200 });
    }
    expect(await lastInbound()).toBeNull();
    expect(await deliveryOf(wamid)).toBeNull();
    expect(await statusesOf(wamid)).toEqual([]);

    // A little clock skew is tolerated, as before.
    const skewed = unix(new Date(TEST_NOW.getTime() + 60_000));
    const ok = await post(
      notification({
        statuses: [status(wamid, 'sent', skewed)],
        messages: [{ from: SHOP_WA_ID, id: 'wamid.in2', timestamp: skewed, type: 'text' }],
      }),
    );
    expect(ok.statusCode).toBe(200);
    expect(await deliveryOf(wamid)).toBe('sent');
    expect(await lastInbound()).toEqual(new Date(Number(skewed) * 1000));
  });

  it('a far-future item does not let stale ones past the replay check', async () => {
    const wamid = await sentMessage();
    const stale = new Date(TEST_NOW.getTime() - 2 * DAY);
    const res = await post(
      notification({
        statuses: [status(wamid, 'read', stale), status('wamid.future', 'sent', '999999999999')],
      }),
    );
    expect(res.statusCode).toBe(403);
    expect(await deliveryOf(wamid)).toBeNull();
  });

  it('keeps answering 400 validation for a body that breaks the contract', async () => {
    const deep = `{"object":"x","a":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    for (const raw of [
      '{not json',
      '{"entry":[]}',
      '[]',
      '"x"',
      deep,
      JSON.stringify(notification({ statuses: [status('wamid.nul\u0000', 'sent', TEST_NOW)] })),
      JSON.stringify(
        notification({
          statuses: [status('wamid.ok', 'failed', TEST_NOW, { errors: [{ title: '\ud800' }] })],
        }),
      ),
    ]) {
      const res = await post(raw);
      expect({ raw: raw.slice(0, 60), status: res.statusCode, code: res.json().code }).toEqual({
        raw: raw.slice(0, 60),
        status: 400,
        code: 'validation',
      });
    }
  });
});
