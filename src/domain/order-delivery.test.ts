import { describe, expect, it } from 'vitest';
import { planDelivery, type DeliveryOffer } from './order-delivery.ts';

const offer: DeliveryOffer = {
  available: ['2026-12-01', '2026-12-02', '2026-12-04', '2026-12-08'],
  scheduledDelivery: true,
  recurrentDelivery: true,
  periods: [15, 30],
};

describe('planDelivery (SPEC §4 order type, §5 scheduled and recurrent orders)', () => {
  it('no order type: one order on the first available date', () => {
    expect(planDelivery(offer, { orderType: '' }, [])).toEqual({
      orderType: '',
      dates: ['2026-12-01'],
      answersList: false,
    });
  });

  it('scheduled: one order per chosen date, each available, answered as a list', () => {
    const body = {
      orderType: 'scheduledOrder' as const,
      scheduledDeliveryDate: ['2026-12-04', '2026-12-02'],
    };
    expect(planDelivery(offer, body, [])).toMatchObject({
      dates: ['2026-12-02', '2026-12-04'],
      answersList: true,
    });
    const closed = { ...body, scheduledDeliveryDate: ['2026-12-03'] };
    expect(planDelivery(offer, closed, [])).toEqual({
      ok: false,
      code: 'deliveryDateUnavailable',
      params: { date: '2026-12-03' },
    });
  });

  it('refuses an option the tenant does not offer, and a period it does not offer', () => {
    const noScheduled = { ...offer, scheduledDelivery: false };
    const scheduled = {
      orderType: 'scheduledOrder' as const,
      scheduledDeliveryDate: ['2026-12-02'],
    };
    expect(planDelivery(noScheduled, scheduled, [])).toMatchObject({
      code: 'deliveryOptionUnavailable',
    });
    const recurrent = { orderType: 'recurrentOrder' as const, recurrentPeriod: 45 };
    expect(planDelivery(offer, recurrent, [])).toMatchObject({ code: 'deliveryDateUnavailable' });
  });

  it('recurrent: starts on the first available date when none is chosen, repeats every period', () => {
    expect(planDelivery(offer, { orderType: 'recurrentOrder', recurrentPeriod: 15 }, [])).toEqual({
      orderType: 'recurrentOrder',
      dates: ['2026-12-01'],
      answersList: false,
      recurrent: { periodDays: 15, startDate: '2026-12-01', nextDate: '2026-12-16' },
    });
  });

  it('no available date at all: refused', () => {
    expect(planDelivery({ ...offer, available: [] }, { orderType: '' }, [])).toEqual({
      ok: false,
      code: 'deliveryDateUnavailable',
    });
  });
});
