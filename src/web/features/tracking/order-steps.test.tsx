import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_TRACKING_STEPS,
  stepFlagsForStatus,
  type TrackingStatus,
} from '../../../domain/tracking.ts';
import { initI18n } from '../../lib/i18n.ts';
import { OrderSteps, stepStates } from './order-steps.tsx';

const KENYA = ['orderPlaced', 'delivering', 'delivered'];
const THAILAND = ['orderPlaced', 'financialAnalysis', 'picking', 'delivering'];

/** The shown steps as "step:state" for a status under a tenant's steps. */
function shown(status: TrackingStatus, steps: readonly string[]): string[] {
  return stepStates(stepFlagsForStatus(status, steps), steps).map((s) => `${s.step}:${s.state}`);
}

beforeAll(async () => {
  await initI18n('en');
});

describe('order tracking steps (SPEC §4 "Order tracking steps")', () => {
  it.each<[TrackingStatus, string[]]>([
    [
      'REGISTERED',
      [
        'orderPlaced:current',
        'financialAnalysis:pending',
        'picking:pending',
        'delivering:pending',
        'delivered:pending',
      ],
    ],
    [
      'BLOCKED',
      [
        'orderPlaced:done',
        'financialAnalysis:current',
        'picking:pending',
        'delivering:pending',
        'delivered:pending',
      ],
    ],
    [
      'ROUTED',
      [
        'orderPlaced:done',
        'financialAnalysis:done',
        'picking:done',
        'delivering:current',
        'delivered:pending',
      ],
    ],
    [
      'DELIVERED',
      [
        'orderPlaced:done',
        'financialAnalysis:done',
        'picking:done',
        'delivering:done',
        'delivered:current',
      ],
    ],
  ])('default five steps: %s', (status, expected) => {
    expect(shown(status, DEFAULT_TRACKING_STEPS)).toEqual(expected);
  });

  it.each<[TrackingStatus, string[]]>([
    ['REGISTERED', ['orderPlaced:current', 'delivering:pending', 'delivered:pending']],
    ['PREPARING', ['orderPlaced:current', 'delivering:pending', 'delivered:pending']],
    ['ROUTED', ['orderPlaced:done', 'delivering:current', 'delivered:pending']],
    ['DELIVERED', ['orderPlaced:done', 'delivering:done', 'delivered:current']],
  ])('tenant 13 steps [orderPlaced, delivering, delivered]: %s', (status, expected) => {
    expect(shown(status, KENYA)).toEqual(expected);
  });

  it.each<[TrackingStatus, string[]]>([
    [
      'PREPARING',
      ['orderPlaced:done', 'financialAnalysis:done', 'picking:current', 'delivering:pending'],
    ],
    [
      'ROUTED',
      ['orderPlaced:done', 'financialAnalysis:done', 'picking:done', 'delivering:current'],
    ],
    [
      'DELIVERED',
      ['orderPlaced:done', 'financialAnalysis:done', 'picking:done', 'delivering:current'],
    ],
  ])(
    'tenant 14 steps [orderPlaced, financialAnalysis, picking, delivering]: %s',
    (status, expected) => {
      expect(shown(status, THAILAND)).toEqual(expected);
    },
  );

  it.each([
    { tenant: 'default', steps: DEFAULT_TRACKING_STEPS },
    { tenant: '13', steps: KENYA },
    { tenant: '14', steps: THAILAND },
  ])('a cancelled order shows only received → cancelled (tenant $tenant)', ({ steps }) => {
    expect(shown('CANCELLED', steps)).toEqual(['orderPlaced:done', 'cancelled:current']);
  });

  it('renders an ordered list with the current step marked aria-current="step"', () => {
    render(<OrderSteps order={stepFlagsForStatus('PREPARING')} steps={DEFAULT_TRACKING_STEPS} />);
    const list = screen.getByRole('list', { name: 'Order steps' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    const current = items.filter((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Being picked');
    expect(current[0]).toHaveTextContent('current step');
    expect(items[0]).toHaveTextContent('done');
    expect(items[4]).toHaveTextContent('pending');
  });

  it('renders a cancelled order as two steps, the cancelled one current', () => {
    render(<OrderSteps order={stepFlagsForStatus('CANCELLED')} steps={DEFAULT_TRACKING_STEPS} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.dataset.step)).toEqual(['orderPlaced', 'cancelled']);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).toHaveTextContent('Cancelled');
  });
});
