/**
 * The ERP sync API (issue 13; decisions 044, 045), with a tenant's API key
 * (`Authorization: Bearer rk_<id>_<secret>`):
 *   GET /api/erp/v1/orders?after&limit         (orders)   each committed order once, with lines
 *   GET /api/erp/v1/order-events?after&limit   (orders)   each status change once
 *   PUT /api/erp/v1/clients   {rows}           (clients)  upsert by client code
 *   PUT /api/erp/v1/invoices  {rows}           (invoices) upsert by document number
 *   PUT /api/erp/v1/products  {rows}           (catalogue) products by sku  ┐ the console files'
 *   PUT /api/erp/v1/prices    {rows}           (prices)    list prices      │ bulk core (042)
 *   PUT /api/erp/v1/tiers     {rows}           (prices)    tier prices      ┘
 * Bulk bodies may be up to ERP_BULK_BODY_LIMIT (5,000 rows).
 */
import { ERP_BULK_BODY_LIMIT, calls } from '../../../contract/index.ts';
import type { ApiModule } from '../../deps.ts';
import { erpContextOf } from '../../plugins/erp-context.ts';
import { callRoute } from '../../plugins/route.ts';
import { CLIENTS, INVOICES, bulkUpsert } from './bulk-service.ts';
import { catalogueUpsert } from './catalogue-service.ts';
import { orderEventFeed, orderFeed } from './feed-service.ts';

export const erpModule: ApiModule = async (app, deps) => {
  app.route({
    ...callRoute(deps, calls.erpOrders),
    handler: async (request) => orderFeed(deps.db, erpContextOf(request), request.query),
  });

  app.route({
    ...callRoute(deps, calls.erpOrderEvents),
    handler: async (request) => orderEventFeed(deps.db, erpContextOf(request), request.query),
  });

  app.route({
    ...callRoute(deps, calls.erpClients),
    bodyLimit: ERP_BULK_BODY_LIMIT,
    handler: async (request) =>
      bulkUpsert(deps.db, erpContextOf(request), CLIENTS, request.body.rows),
  });

  app.route({
    ...callRoute(deps, calls.erpInvoices),
    bodyLimit: ERP_BULK_BODY_LIMIT,
    handler: async (request) =>
      bulkUpsert(deps.db, erpContextOf(request), INVOICES, request.body.rows),
  });

  for (const [call, kind] of [
    [calls.erpProducts, 'products'],
    [calls.erpPrices, 'prices'],
    [calls.erpTiers, 'tiers'],
  ] as const) {
    app.route({
      ...callRoute(deps, call),
      bodyLimit: ERP_BULK_BODY_LIMIT,
      handler: async (request) =>
        catalogueUpsert(deps.db, erpContextOf(request), kind, request.body.rows),
    });
  }
};
