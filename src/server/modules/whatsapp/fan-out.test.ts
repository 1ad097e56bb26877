/**
 * The fan-out of outbox events into WhatsApp messages. A shop reads an order's messages in the
 * order its changes happened: they are numbered by the events' writing order (outbox seq),
 * whatever order the rows come back from the update that marks the events fanned (physical order,
 * which an update of an event row changes). And an instance without WhatsApp for a tenant does
 * not mark another instance's fresh events done with (CHANNEL_SETTLE_MS).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, TEST_NOW, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { CHANNEL_SETTLE_MS, insertEvent } from '../outbox/outbox-repository.ts';
import { claimMessages, fanOutEvents, recordMessage, recordStatus } from './repository.ts';

describe.each(testDatabases())('WhatsApp fan-out on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2] });
  }, 300_000);
  afterAll(() => t?.close());

  it("numbers an order's messages by its events' seq, even when the rows come back otherwise", async () => {
    // Whatever earlier tests or the seed left to fan out is fanned first.
    await fanOutEvents(t.db, [2], [2]);
    const types = ['order.created', 'order.status_changed', 'order.cancelled'] as const;
    const ids: string[] = [];
    for (const type of types) {
      const id = await insertEvent(t.db, {
        tenantId: 2,
        clientId: '1001',
        type,
        data: { orderNumber: '777001' },
        createdAt: TEST_NOW,
      });
      if (id === undefined) throw new Error('no event');
      ids.push(id);
    }
    // Rewriting the oldest event's row moves it after the others on disk.
    for (const id of ids.slice(0, 2)) {
      await t.db.query(`update outbox_events set data = data where id = $1`, [id]);
    }
    expect(await fanOutEvents(t.db, [2], [2])).toBe(3);

    const numbered = await t.db.query<{ event_id: string }>(
      `select event_id from whatsapp_messages where event_id = any($1::uuid[]) order by seq`,
      [ids],
    );
    expect(numbered.map((row) => row.event_id)).toEqual(ids);
    // And the sender's claim hands out the oldest first, one at a time per shop.
    const claimed = await t.db.transaction((tx) => claimMessages(tx, 2, 10, 60_000));
    const mine = claimed.filter((message) => ids.includes(message.eventId));
    expect(mine.map((message) => message.type)).toEqual(['order.created']);
  });

  it('an instance without WhatsApp leaves a fresh event to one with it, and closes a settled one', async () => {
    await fanOutEvents(t.db, [2], [2]);
    const event = (createdAt: Date) =>
      insertEvent(t.db, {
        tenantId: 2,
        clientId: '1001',
        type: 'order.created',
        data: { orderNumber: '777002' },
        createdAt,
      });
    const fresh = await event(new Date());
    const settled = await event(new Date(Date.now() - CHANNEL_SETTLE_MS - 60_000));
    const fanned = () =>
      t.db.query<{ id: string; wa_fanned: boolean }>(
        `select id, wa_fanned from outbox_events where id = any($1::uuid[])`,
        [[fresh, settled]],
      );
    // The instance that lacks the setting: only the settled event is done with, with no message.
    expect(await fanOutEvents(t.db, [], [2])).toBe(0);
    expect(new Map((await fanned()).map((row) => [row.id, row.wa_fanned]))).toEqual(
      new Map([
        [fresh, false],
        [settled, true],
      ]),
    );
    // The instance that has it then sends the fresh one.
    expect(await fanOutEvents(t.db, [2], [2])).toBe(1);
    const messages = await t.db.query<{ event_id: string }>(
      `select event_id from whatsapp_messages where event_id = any($1::uuid[])`,
      [[fresh, settled]],
    );
    expect(messages).toEqual([{ event_id: fresh }]);
  });

  it("a status that overtakes the sender's write is the message's once sent; only its own tenant's", async () => {
    await fanOutEvents(t.db, [2], [2]);
    const sendOne = async (orderNumber: string, wamid: string) => {
      await insertEvent(t.db, {
        tenantId: 2,
        clientId: '1002',
        type: 'order.created',
        data: { orderNumber },
        createdAt: TEST_NOW,
      });
      await fanOutEvents(t.db, [2], [2]);
      const [message] = (await t.db.transaction((tx) => claimMessages(tx, 2, 50, 60_000))).filter(
        (m) => m.data.orderNumber === orderNumber,
      );
      if (message === undefined) throw new Error('no message claimed');
      return async () => {
        await recordMessage(t.db, message, { state: 'sent', kind: 'text', to: '+5521', wamid });
        const [row] = await t.db.query<{ delivery_status: string | null }>(
          'select delivery_status from whatsapp_messages where id = $1',
          [message.id],
        );
        return row?.delivery_status;
      };
    };
    // Meta's 'delivered' arrives before the sender has written the id of the message it sent.
    const first = await sendOne('777101', 'wamid.overtaken');
    await recordStatus(t.db, 2, {
      wamid: 'wamid.overtaken',
      status: 'sent',
      at: TEST_NOW,
      errors: null,
    });
    await recordStatus(t.db, 2, {
      wamid: 'wamid.overtaken',
      status: 'delivered',
      at: TEST_NOW,
      errors: null,
    });
    expect(await first()).toBe('delivered');
    // Another tenant's callback naming that id files nothing under tenant 2.
    const second = await sendOne('777102', 'wamid.elsewhere');
    await recordStatus(t.db, 5, {
      wamid: 'wamid.elsewhere',
      status: 'read',
      at: TEST_NOW,
      errors: null,
    });
    expect(await second()).toBeNull();
  });
});
