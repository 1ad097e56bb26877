/**
 * /openapi.json over real HTTP (issue 13): the ERP key's security scheme, each ERP call with its
 * scope and the bulk calls with their examples, and the console's key calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';

interface Operation {
  security?: Record<string, string[]>[];
  requestBody?: { content: { 'application/json': { example?: unknown } } };
}

describe.each(testDatabases())('ERP calls in /openapi.json on %s', (kind) => {
  let t: TestApp;
  let doc: {
    components: { securitySchemes: Record<string, Record<string, string>> };
    paths: Record<string, Record<string, Operation>>;
  };
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [] });
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${url}/openapi.json`);
    expect(res.status).toBe(200);
    doc = (await res.json()) as typeof doc;
  }, 300_000);
  afterAll(() => t?.close());

  it('declares the ERP key scheme', () => {
    expect(doc.components.securitySchemes.erpApiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'rk_<key id>_<secret>',
    });
  });

  it.each([
    ['/api/erp/v1/orders', 'get', 'orders'],
    ['/api/erp/v1/order-events', 'get', 'orders'],
    ['/api/erp/v1/clients', 'put', 'clients'],
    ['/api/erp/v1/invoices', 'put', 'invoices'],
  ])('%s (%s) needs the key with scope %s', (path, method, scope) => {
    expect(doc.paths[path]?.[method]?.security).toEqual([{ erpApiKey: [scope] }]);
  });

  it.each([
    ['/api/erp/v1/clients', 'put', 'rows'],
    ['/api/erp/v1/invoices', 'put', 'rows'],
    ['/api/admin/api-keys', 'post', 'scopes'],
  ])('%s (%s) carries its body example', (path, method, field) => {
    const example = doc.paths[path]?.[method]?.requestBody?.content['application/json'].example;
    expect(example).toHaveProperty(field);
  });

  it('lists the console key calls under the operator bearer', () => {
    expect(doc.paths['/api/admin/api-keys']?.get?.security).toEqual([{ operatorBearer: [] }]);
    expect(doc.paths['/api/admin/api-keys/{id}/revoke']?.post).toBeDefined();
  });
});
