/**
 * The console's orders board, order desk and credit review (issue 12). Every call is an
 * operator's (operatorGuard via callRoute, roles from the contract); the tenant is the
 * operator's session's, never a parameter.
 *
 *   GET  /api/admin/orders             board, newest first; filters status, channel, from, to,
 *                                      clientId, orderNumber, q; limit/cursor; since (polling)
 *   GET  /api/admin/orders.csv         the filtered board as CSV
 *   GET  /api/admin/orders/:n          detail: lines, totals, dates, status history, client
 *   GET  /api/admin/orders/:n/pre-receipt.pdf
 *   POST /api/admin/orders/:n/status   {status}  (admin, sales) 409 orderStatusFinal; never
 *                                      into or out of BLOCKED (credit decisions): 409
 *                                      orderInCreditReview
 *   POST /api/admin/orders/:n/cancel   {reason}  (admin, sales)
 *   GET  /api/admin/credit-queue       BLOCKED orders with limit, open orders and invoices
 *   POST /api/admin/credit-queue/:n/approve         (admin, finance) → PREPARING
 *   POST /api/admin/credit-queue/:n/reject {reason} (admin, finance) → CANCELLED
 */
import { calls } from '../../../contract/index.ts';
import type { ApiModule } from '../../deps.ts';
import { operatorContextOf } from '../../plugins/operator-context.ts';
import { callRoute } from '../../plugins/route.ts';
import { sendCsv } from '../admin-lists/csv.ts';
import { sendPreReceipt } from '../orders/pre-receipt-reply.ts';
import { ordersBoard, ordersCsv } from './board-service.ts';
import { approveCredit, creditQueue, rejectCredit } from './credit-service.ts';
import { applyConsoleTransition, orderDetail, orderPreReceipt } from './order-desk-service.ts';

export const adminOrdersModule: ApiModule = async (app, deps) => {
  app.route({
    ...callRoute(deps, calls.adminOrders),
    handler: async (request) => ordersBoard(deps.db, operatorContextOf(request), request.query),
  });

  app.route({
    ...callRoute(deps, calls.adminOrdersCsv),
    handler: async (request, reply) =>
      sendCsv(
        reply,
        'orders.csv',
        await ordersCsv(deps.db, operatorContextOf(request), request.query),
      ),
  });

  app.route({
    ...callRoute(deps, calls.adminOrder),
    handler: async (request) =>
      orderDetail(deps.db, operatorContextOf(request), request.params.orderNumber),
  });

  app.route({
    ...callRoute(deps, calls.adminOrderPreReceipt),
    handler: async (request, reply) =>
      sendPreReceipt(
        reply,
        await orderPreReceipt(deps.db, operatorContextOf(request), request.params.orderNumber),
      ),
  });

  app.route({
    ...callRoute(deps, calls.adminOrderStatus),
    handler: async (request) =>
      applyConsoleTransition(deps.db, operatorContextOf(request), {
        orderNumber: request.params.orderNumber,
        status: request.body.status,
        action: 'order.status',
        notFromCreditReview: true,
      }),
  });

  app.route({
    ...callRoute(deps, calls.adminOrderCancel),
    handler: async (request) =>
      applyConsoleTransition(deps.db, operatorContextOf(request), {
        orderNumber: request.params.orderNumber,
        status: 'CANCELLED',
        reason: request.body.reason,
        action: 'order.cancel',
      }),
  });

  app.route({
    ...callRoute(deps, calls.adminCreditQueue),
    handler: async (request) => creditQueue(deps.db, operatorContextOf(request), request.query),
  });

  app.route({
    ...callRoute(deps, calls.adminCreditApprove),
    handler: async (request) =>
      approveCredit(deps.db, operatorContextOf(request), request.params.orderNumber),
  });

  app.route({
    ...callRoute(deps, calls.adminCreditReject),
    handler: async (request) =>
      rejectCredit(
        deps.db,
        operatorContextOf(request),
        request.params.orderNumber,
        request.body.reason,
      ),
  });
};
