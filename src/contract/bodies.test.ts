/**
 * The app builds its simulate and create bodies with the domain (src/domain/order-body.ts); the
 * server validates them with the contract's zod schemas. These checks make the compiler (and
 * `npm run typecheck`) say so when the two drift apart, and a run parses a built body for real.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  createBody,
  simulateBody,
  type CreateBody,
  type SimulateBody,
} from '../domain/order-body.ts';
import type { CartItem } from '../domain/types.ts';
import { createOrderBodySchema, simulateBodySchema } from './index.ts';
import { sampleProduct } from './samples.fixture.ts';

describe('the domain builds the bodies the contract takes', () => {
  it('types: every domain body is a valid contract input', () => {
    // Assignments the compiler checks: a domain body the contract would not take fails typecheck.
    const asSimulate = (body: SimulateBody): z.input<typeof simulateBodySchema> => body;
    const asCreate = (body: CreateBody): z.input<typeof createOrderBodySchema> => body;
    expectTypeOf(asSimulate).toBeFunction();
    expectTypeOf(asCreate).toBeFunction();
  });

  it('values: bodies built from a cart parse', () => {
    const cart: CartItem[] = [
      { product: sampleProduct, quantity: 12 },
      { product: { ...sampleProduct, sku: 'CC-BOX-P' }, quantity: 1 },
    ];
    const flow = {
      glassBottlesAccepted: true,
      creditLimit: {
        creditLimitAccepted: true,
        isPaymentLimitActive: true,
        isFinishOrderOverLimitAuthorized: false,
        limit: 500,
      },
    };
    const simulate = simulateBody(cart, '', flow);
    expect(simulateBodySchema.safeParse(simulate).success).toBe(true);
    expect(simulate.products.map((line) => line.sku)).toEqual(['CC-350-CAN']);
    const create = createBody(
      cart,
      {
        orderType: 'scheduledOrder',
        scheduledDates: ['2026-12-01'],
        recurrentPeriod: undefined,
        recurrentStartDate: undefined,
      },
      flow,
      false,
    );
    expect(createOrderBodySchema.safeParse(create).success).toBe(true);
    expect(create.products).toHaveLength(1);
  });
});
