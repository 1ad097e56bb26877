import { describe, expect, it } from 'vitest';
import { CALL_ROUTES, apiPath, calls, fillPath, type CallDescriptor } from './index.ts';

/** SPEC.md §7, "The calls it makes", row by row (PUT or POST user/session counts as two). */
const SPEC_CALLS = [
  ['GET', 'orchestration'],
  ['POST', 'webtoken/validate'],
  ['POST', 'webToken/expiredToken'],
  ['POST', 'user/authenticate/:bottler'],
  ['PUT', 'user'],
  ['PUT', 'user/session'],
  ['POST', 'user/session'],
  ['POST', 'logs'],
  ['POST', 'service/tracking'],
  ['GET', 'order/history'],
  ['GET', 'promotions'],
  ['GET', 'order/suggested'],
  ['GET', 'products/favorites'],
  ['GET', 'combo'],
  ['GET', 'combo/products/:comboId'],
  ['GET', 'category'],
  ['GET', 'brands/:category'],
  ['GET', 'products'],
  ['GET', 'client'],
  ['GET', 'ecommerce/banner'],
  ['GET', 'ecommerce/config'],
  ['GET', 'payment/limit/paymentMethod'],
  ['GET', 'scheduled/order/available/date/:period'],
  ['POST', 'optin/register/ecommerce'],
  ['GET', 'optin/ecommerce'],
  ['POST', 'order/simulate'],
  ['POST', 'order/create'],
  ['GET', 'bingo/period/:month/:year'],
  ['GET', 'bingo/history'],
  ['GET', 'getOpenInvoices'],
] as const;

/** Calls we add (PRODUCT.md, SECURITY.md, the lead's brief). */
const ADDED_CALLS = [
  ['GET', 'tenant/:bottler', 'none'],
  ['GET', 'tenants', 'none'],
  ['POST', 'logout', 'session'],
  ['POST', 'bot/links', 'botKey'],
  ['GET', 'order/:orderNumber/pre-receipt.pdf', 'session'],
  ['POST', 'operator/orders/:orderNumber/status', 'operatorKey'],
  ['GET', 'ecommerce/banner/featured', 'session'],
  ['PUT', 'products/favorites/:sku', 'session'],
  ['GET', 'products/search', 'session'],
  ['GET', 'products/page', 'session'],
  ['GET', 'home/rails', 'session'],
  ['GET', 'operator/webhooks/:bottler/events', 'operatorKey'],
  ['POST', 'operator/webhooks/:bottler/events/:eventId/retry', 'operatorKey'],
  ['POST', 'operator/webhooks/:bottler/secret', 'operatorKey'],
  ['GET', 'whatsapp/:bottler/webhook', 'none'],
  ['POST', 'whatsapp/:bottler/webhook', 'none'],
  ['GET', 'links/pre-receipt.pdf', 'none'],
  ['GET', 'links/skip-occurrence', 'none'],
  ['POST', 'links/skip-occurrence', 'none'],
  // console: orders, credit, schedules, clients, NPS (issue 12)
  ['GET', 'admin/orders', 'operatorSession'],
  ['GET', 'admin/orders.csv', 'operatorSession'],
  ['GET', 'admin/orders/:orderNumber', 'operatorSession'],
  ['GET', 'admin/orders/:orderNumber/pre-receipt.pdf', 'operatorSession'],
  ['POST', 'admin/orders/:orderNumber/status', 'operatorSession'],
  ['POST', 'admin/orders/:orderNumber/cancel', 'operatorSession'],
  ['GET', 'admin/credit-queue', 'operatorSession'],
  ['POST', 'admin/credit-queue/:orderNumber/approve', 'operatorSession'],
  ['POST', 'admin/credit-queue/:orderNumber/reject', 'operatorSession'],
  ['GET', 'admin/schedules', 'operatorSession'],
  ['POST', 'admin/schedules/:id/pause', 'operatorSession'],
  ['POST', 'admin/schedules/:id/resume', 'operatorSession'],
  ['POST', 'admin/schedules/:id/cancel', 'operatorSession'],
  ['GET', 'admin/clients', 'operatorSession'],
  ['GET', 'admin/clients/:clientId', 'operatorSession'],
  ['PUT', 'admin/clients/:clientId/limits', 'operatorSession'],
  ['PUT', 'admin/clients/:clientId/profile', 'operatorSession'],
  ['POST', 'admin/clients/:clientId/link', 'operatorSession'],
  ['POST', 'admin/clients/:clientId/password-reset', 'operatorSession'],
  ['POST', 'client-password', 'none'],
  ['GET', 'admin/nps', 'operatorSession'],
  ['GET', 'admin/nps/answers', 'operatorSession'],
  ['GET', 'admin/nps/answers.csv', 'operatorSession'],
  // the console (issue 12): session, operators, audit
  ['POST', 'admin/session', 'none'],
  ['POST', 'admin/session/totp', 'none'],
  ['POST', 'admin/session/tenant', 'operatorSession'],
  ['POST', 'admin/logout', 'operatorSession'],
  ['POST', 'admin/logout-all', 'operatorSession'],
  ['GET', 'admin/me', 'operatorSession'],
  ['PUT', 'admin/me', 'operatorSession'],
  ['POST', 'admin/me/totp/setup', 'operatorSession'],
  ['POST', 'admin/me/totp/confirm', 'operatorSession'],
  ['POST', 'admin/me/totp/disable', 'operatorSession'],
  ['PUT', 'admin/settings/security', 'operatorSession'],
  ['GET', 'admin/operators', 'operatorSession'],
  ['POST', 'admin/operators', 'operatorSession'],
  ['PUT', 'admin/operators/:id', 'operatorSession'],
  ['POST', 'admin/password', 'none'],
  ['GET', 'admin/audit', 'operatorSession'],
  ['GET', 'admin/audit.csv', 'operatorSession'],
  // console: the catalogue (issue 13)
  ['GET', 'admin/catalogue/products', 'operatorSession'],
  ['POST', 'admin/catalogue/products', 'operatorSession'],
  ['GET', 'admin/catalogue/products/:sku', 'operatorSession'],
  ['PUT', 'admin/catalogue/products/:sku', 'operatorSession'],
  ['PUT', 'admin/catalogue/products/:sku/versions/:version/image', 'operatorSession'],
  ['GET', 'admin/catalogue/brands', 'operatorSession'],
  ['POST', 'admin/catalogue/brands', 'operatorSession'],
  ['PUT', 'admin/catalogue/brands/:id', 'operatorSession'],
  ['GET', 'admin/catalogue/categories', 'operatorSession'],
  ['POST', 'admin/catalogue/categories', 'operatorSession'],
  ['PUT', 'admin/catalogue/categories/:id', 'operatorSession'],
  ['GET', 'admin/combos', 'operatorSession'],
  ['POST', 'admin/combos', 'operatorSession'],
  ['GET', 'admin/combos/:id', 'operatorSession'],
  ['PUT', 'admin/combos/:id', 'operatorSession'],
  ['POST', 'admin/catalogue-files/:kind/:mode', 'operatorSession'],
  ['GET', 'admin/catalogue-files/:kind', 'operatorSession'],
  ['POST', 'admin/account-files/clients/:mode', 'operatorSession'],
  ['POST', 'admin/account-files/invoices/:mode', 'operatorSession'],
  ['GET', 'admin/account-files/:kind', 'operatorSession'],
  // console: ERP API keys; the ERP sync API (issue 13)
  ['GET', 'admin/api-keys', 'operatorSession'],
  ['POST', 'admin/api-keys', 'operatorSession'],
  ['POST', 'admin/api-keys/:id/revoke', 'operatorSession'],
  ['GET', 'admin/banners', 'operatorSession'],
  ['POST', 'admin/banners', 'operatorSession'],
  ['PUT', 'admin/banners/:id', 'operatorSession'],
  ['POST', 'admin/banners/:id/delete', 'operatorSession'],
  ['GET', 'admin/tenant-settings', 'operatorSession'],
  ['PUT', 'admin/tenant-settings', 'operatorSession'],
  ['POST', 'admin/tenant-settings/restore', 'operatorSession'],
  ['POST', 'admin/featured-banners', 'operatorSession'],
  ['PUT', 'admin/featured-banners/:id', 'operatorSession'],
  ['POST', 'admin/featured-banners/:id/delete', 'operatorSession'],
  ['GET', 'admin/promotion-images', 'operatorSession'],
  ['POST', 'admin/promotion-images', 'operatorSession'],
  ['PUT', 'admin/promotion-images/:id', 'operatorSession'],
  ['POST', 'admin/promotion-images/:id/delete', 'operatorSession'],
  ['GET', 'admin/announcements', 'operatorSession'],
  ['POST', 'admin/announcements', 'operatorSession'],
  ['PUT', 'admin/announcements/:id', 'operatorSession'],
  ['POST', 'admin/announcements/:id/delete', 'operatorSession'],
  ['GET', 'admin/bingo-cards', 'operatorSession'],
  ['PUT', 'admin/bingo-cards/:year/:month', 'operatorSession'],
  ['POST', 'admin/bingo-cards/:year/:month/delete', 'operatorSession'],
  ['GET', 'admin/price-lists', 'operatorSession'],
  ['POST', 'admin/price-lists', 'operatorSession'],
  ['POST', 'admin/price-lists/:startDate/delete', 'operatorSession'],
  ['GET', 'erp/v1/orders', 'erpApiKey'],
  ['GET', 'erp/v1/order-events', 'erpApiKey'],
  ['PUT', 'erp/v1/clients', 'erpApiKey'],
  ['PUT', 'erp/v1/invoices', 'erpApiKey'],
  ['PUT', 'erp/v1/products', 'erpApiKey'],
  ['PUT', 'erp/v1/prices', 'erpApiKey'],
  ['PUT', 'erp/v1/tiers', 'erpApiKey'],
] as const;

const registry: [string, CallDescriptor][] = Object.entries(calls);
const routeKey = (method: string, path: string) => `${method} ${path}`;
const registered = new Map(
  registry.map(([name, call]) => [routeKey(call.method, call.path), { name, call }]),
);

describe('call registry (SPEC §7)', () => {
  it.each(SPEC_CALLS)('%s %s is in the registry (SPEC §7 table)', (method, path) => {
    const entry = registered.get(routeKey(method, path));
    expect(entry, `${method} ${path}`).toBeDefined();
    expect(entry?.call.origin).toBe('spec');
  });

  it.each(ADDED_CALLS)(
    '%s %s is in the registry as an added call with auth %s',
    (method, path, auth) => {
      const entry = registered.get(routeKey(method, path));
      expect(entry?.call.origin).toBe('added');
      expect(entry?.call.auth).toBe(auth);
    },
  );

  it('holds exactly the SPEC §7 calls plus the added ones, each method + path once', () => {
    const expected = [...SPEC_CALLS, ...ADDED_CALLS]
      .map(([method, path]) => routeKey(method, path))
      .sort();
    const actual = registry.map(([, call]) => routeKey(call.method, call.path)).sort();
    expect(actual).toEqual(expected);
    expect(new Set(actual).size).toBe(actual.length);
  });

  it.each(registry)('%s: path is relative to /api/ and matches CALL_ROUTES', (name, call) => {
    expect(call.path.startsWith('/')).toBe(false);
    expect(call.path.startsWith('api/')).toBe(false);
    expect(CALL_ROUTES[name as keyof typeof CALL_ROUTES]).toEqual({
      method: call.method,
      path: call.path,
    });
    expect(call.response[200]).toBeDefined();
    expect(call.summary.length).toBeGreaterThan(0);
  });

  it.each(registry)('%s: every :param of the path has a params schema', (_name, call) => {
    const names = [...call.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
    if (names.length === 0) {
      expect(call.params).toBeUndefined();
    } else {
      const shape = (call.params as unknown as { shape: Record<string, unknown> }).shape;
      expect(Object.keys(shape).sort()).toEqual([...names].sort());
    }
  });

  it.each(registry)('%s: a GET has no body', (_name, call) => {
    if (call.method === 'GET') expect(call.body).toBeUndefined();
    else expect(call.querystring).toBeUndefined();
  });

  it('only the bot and operator calls use keys; start-up takes the link or the session token', () => {
    const byAuth = (auth: CallDescriptor['auth']) =>
      registry
        .filter(([, call]) => call.auth === auth)
        .map(([name]) => name)
        .sort();
    expect(byAuth('botKey')).toEqual(['botLinks']);
    expect(byAuth('operatorKey')).toEqual([
      'operatorOrderStatus',
      'webhookEvents',
      'webhookRetry',
      'webhookRotateSecret',
    ]);
    expect(byAuth('linkOrSession')).toEqual(['orchestration']);
    expect(byAuth('erpApiKey')).toEqual([
      'erpClients',
      'erpInvoices',
      'erpOrderEvents',
      'erpOrders',
      'erpPrices',
      'erpProducts',
      'erpTiers',
    ]);
    for (const [name, call] of registry) {
      // Every ERP call names the scope it needs; no other call has scopes.
      expect(call.scopes !== undefined && call.scopes.length > 0, name).toBe(
        call.auth === 'erpApiKey',
      );
    }
    expect(byAuth('none')).toEqual([
      'adminSession',
      'adminSessionTotp',
      'adminSetPassword',
      'authenticate',
      'clientPassword',
      'eventPreReceipt',
      'expiredToken',
      'skipOccurrence',
      'skipOccurrencePage',
      'tenant',
      'tenants',
      'validateWebToken',
      'whatsappNotify',
      'whatsappVerify',
    ]);
  });
});

describe('fillPath / apiPath', () => {
  it.each([
    ['combo/products/:comboId', { comboId: 7 }, 'combo/products/7'],
    ['bingo/period/:month/:year', { month: 3, year: 2026 }, 'bingo/period/3/2026'],
    ['brands/:category', { category: 'água mineral' }, 'brands/%C3%A1gua%20mineral'],
    ['brands/:category', { category: '../x' }, 'brands/..%2Fx'],
    ['order/:orderNumber/pre-receipt.pdf', { orderNumber: 'ORD-1' }, 'order/ORD-1/pre-receipt.pdf'],
    ['products', {}, 'products'],
  ])('fills %s', (path, params, expected) => {
    expect(fillPath(path, params)).toBe(expected);
  });

  it('throws on a missing parameter', () => {
    expect(() => fillPath('combo/products/:comboId', {})).toThrow(/comboId/);
  });

  it('prefixes /api/', () => {
    expect(apiPath(calls.createOrder.path)).toBe('/api/order/create');
  });
});
