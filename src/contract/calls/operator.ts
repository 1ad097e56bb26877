/**
 * Calls of the bottler's operations team.
 */
import { z } from 'zod';
import { bottlerIdSchema, orderNumberSchema } from '../common.ts';
import { defineCall, errorResponses } from '../descriptor.ts';
import { orderStatusSchema } from '../order-entities.ts';
import { CALL_ROUTES } from '../paths.ts';

export const operatorOrderStatus = defineCall({
  ...CALL_ROUTES.operatorOrderStatus,
  auth: 'operatorKey',
  area: 'operator',
  origin: 'added',
  summary: "Moves a tenant's order to a status (tracking steps follow)",
  params: z.strictObject({ orderNumber: orderNumberSchema }),
  /** Order numbers are unique per tenant only: `bottler` names the order's tenant. */
  bodyExample: { bottler: 2, status: 'ROUTED' },
  body: z.strictObject({ bottler: bottlerIdSchema, status: orderStatusSchema }),
  response: {
    200: z.object({ orderNumber: orderNumberSchema, status: orderStatusSchema }),
    ...errorResponses(401, 403, 404, 409),
  },
});
