/**
 * Orders of a shop after they are placed, and the operator's status changes.
 *
 *   GET  /api/order/history[?indexOrderHistory=n]  (session)
 *     The caller's orders of the caller's tenant, newest first; with n, only the n-th newest
 *     (0-based), [] when there is none. Each entry carries one boolean per step of the tenant's
 *     tracking list (tenant.orderStatus), `canceled`, and `statusI18n` = `orderStatus.<STATUS>`.
 *   GET  /api/order/:orderNumber/pre-receipt.pdf  (session)
 *     The order's pre-receipt, `attachment; filename="order-pre-receipt.pdf"`; 404 notFound for an
 *     order that is not the caller's. At most RENDER_CONCURRENCY renders run at once.
 *   POST /api/operator/orders/:orderNumber/status  (operator key in `x-operator-key`)
 *     Body `{bottler, status}` (order numbers are unique per tenant only, so `bottler` names the
 *     order's tenant); status ∈ CANCELLED, REGISTERED, ROUTED, BLOCKED, PREPARING, DELIVERED.
 *     Sets the order's status and appends an order_status_events row; any move between the
 *     non-final statuses is allowed (corrections included); the same status is a no-op.
 *     Answers {orderNumber, status}. 401 unauthorized without the right key; 404 notFound for an
 *     unknown order or tenant; 409 orderStatusFinal (params.status) when the order is CANCELLED
 *     or DELIVERED. Example:
 *       curl -X POST -H "x-operator-key: $OPERATOR_KEY" -H 'content-type: application/json' \
 *         -d '{"bottler":2,"status":"ROUTED"}' http://localhost:3000/api/operator/orders/100014/status
 */
import { calls } from '../../../contract/index.ts';
import type { ApiModule } from '../../deps.ts';
import { HttpError } from '../../plugins/errors.ts';
import { contextOf } from '../../plugins/request-context.ts';
import { callRoute } from '../../plugins/route.ts';
import { orderHistory } from './history-service.ts';
import { preReceiptPdf, warmPreReceiptFonts } from './pre-receipt-service.ts';
import { sendPreReceipt } from './pre-receipt-reply.ts';
import { changeOrderStatus } from './status-service.ts';

/**
 * The pre-receipt fonts warm up this long after the server starts listening, not while it starts:
 * the warm-up is a quarter of a second of CPU that the first screens after a restart would
 * otherwise wait behind (issue 16's cold start). A download before then decodes them itself.
 */
export const PRE_RECEIPT_WARM_DELAY_MS = 10_000;

export const ordersModule: ApiModule = async (app, deps) => {
  let warmUp: NodeJS.Timeout | undefined;
  app.addHook('onListen', async () => {
    warmUp = setTimeout(() => warmPreReceiptFonts(app.log), PRE_RECEIPT_WARM_DELAY_MS);
    warmUp.unref();
  });
  app.addHook('onClose', async () => clearTimeout(warmUp));

  app.route({
    ...callRoute(deps, calls.orderHistory),
    handler: async (request) =>
      orderHistory(deps.db, contextOf(request), request.query.indexOrderHistory),
  });

  app.route({
    ...callRoute(deps, calls.preReceipt),
    handler: async (request, reply) => {
      const pdf = await preReceiptPdf(deps.db, contextOf(request), request.params.orderNumber);
      return sendPreReceipt(reply, pdf);
    },
  });

  app.route({
    ...callRoute(deps, calls.operatorOrderStatus),
    handler: async (request) => {
      const tenant = deps.tenants.get(request.body.bottler);
      if (!tenant) throw new HttpError(404, 'notFound');
      return changeOrderStatus(
        deps.db,
        {
          tenant,
          orderNumber: request.params.orderNumber,
          status: request.body.status,
        },
        deps.now(),
      );
    },
  });
};
