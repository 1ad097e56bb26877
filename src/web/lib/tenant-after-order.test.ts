import { describe, expect, it } from 'vitest';
import { DEFAULT_TRACKING_STEPS } from '../../domain/tracking.ts';
import { parseTenantAfterOrder } from './tenant-after-order.ts';
import { tenantMonth, tenantToday } from './tenant-time.ts';

describe('tenant after-order settings (SPEC §3 tenant configuration)', () => {
  it('takes the schema defaults when fields are missing', () => {
    expect(parseTenantAfterOrder({})).toEqual({
      orderStatus: [...DEFAULT_TRACKING_STEPS],
      isAllOrderTrackingEnabled: false,
      showOrderTrackingHeader: true,
      showOpenInvoicesWarning: false,
      timeZone: undefined,
      marketingUrl: undefined,
    });
  });

  it.each([
    [
      ['orderPlaced', 'delivering', 'delivered'],
      ['orderPlaced', 'delivering', 'delivered'],
    ],
    [
      ['orderPlaced', 'bogus', 'picking'],
      ['orderPlaced', 'picking'],
    ],
    [['bogus'], [...DEFAULT_TRACKING_STEPS]],
    ['orderPlaced', [...DEFAULT_TRACKING_STEPS]],
  ])('orderStatus %j → %j (SPEC §4 steps per bottler)', (raw, expected) => {
    expect(parseTenantAfterOrder({ orderStatus: raw }).orderStatus).toEqual(expected);
  });

  it('keeps a real time zone and an https marketing link, drops malformed ones', () => {
    expect(
      parseTenantAfterOrder({ timeZone: 'Asia/Bangkok', marketingUrl: 'https://a.example/x' }),
    ).toMatchObject({ timeZone: 'Asia/Bangkok', marketingUrl: 'https://a.example/x' });
    expect(
      parseTenantAfterOrder({ timeZone: 'Mars/Olympus', marketingUrl: 'javascript:alert(1)' }),
    ).toMatchObject({ timeZone: undefined, marketingUrl: undefined });
  });
});

describe('tenant calendar', () => {
  it.each([
    ['2026-11-18T02:00:00Z', 'America/Sao_Paulo', '2026-11-17'],
    ['2026-11-18T02:00:00Z', 'Asia/Bangkok', '2026-11-18'],
    ['2026-11-18T02:00:00Z', undefined, '2026-11-18'],
  ])('today at %s in %s is %s', (now, zone, expected) => {
    expect(tenantToday(new Date(now), zone)).toBe(expected);
  });

  it('the month of 1 December 02:00 UTC in São Paulo is still November', () => {
    expect(tenantMonth(new Date('2026-12-01T02:00:00Z'), 'America/Sao_Paulo')).toEqual({
      month: 11,
      year: 2026,
    });
  });
});
