import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/app-harness.ts';

describe('public tenant calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite', { tenants: [] });
  });
  afterAll(() => t.close());

  it('GET /api/tenant/2 answers the public config of Guanabara only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tenant/2' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.bottler).toBe(2);
    expect(body.language).toBe('pt');
    for (const serverOnly of [
      'tax',
      'deliveryCalendar',
      'family',
      'appOrigin',
      'linkTokenTtlHours',
    ]) {
      expect(body).not.toHaveProperty(serverOnly);
    }
  });

  it.each(['99', '0', 'abc', '-1'])('GET /api/tenant/%s is refused with a code', async (id) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/tenant/${id}` });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json().code).toMatch(/^(notFound|validation)$/);
  });

  it('GET /api/tenants lists exactly the tenants that allow standalone login (1, 2, 5 among them)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tenants' });
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as { bottler: number }[]).map((x) => x.bottler);
    expect(ids).toEqual(expect.arrayContaining([1, 2, 5]));
    expect(ids).not.toContain(12);
  });
});
