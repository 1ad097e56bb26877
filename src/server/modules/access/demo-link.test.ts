import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServedTenants } from '../../served-tenants.ts';
import { openTestApp, type TestApp } from '../../test/app-harness.ts';
import { testConfig } from '../../test/config.ts';
import { depsOf } from './access-test-support.ts';
import { demoChatUrl, demoLines } from './demo-link.ts';
import { authenticateUserToken } from './user-token.ts';

describe('the demo link printed at start (PRODUCT.md demo data)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite', { tenants: [] });
  });
  afterAll(() => t.close());

  it('is undefined while Guanabara has no shop 1001, so start prints the npm run link hint', async () => {
    const url = await demoChatUrl({ db: t.db, config: t.config, now: t.clock.now() });
    expect(url).toBeUndefined();
    expect(demoLines(t.config, url)).toEqual([
      'Demo link: npm run link -- --bottler 2 --client 1001',
    ]);
  });

  it('opens the app as Guanabara shop 1001 once the shop exists', async () => {
    await t.db.query(
      `INSERT INTO clients (tenant_id, external_id, name) VALUES (2, '1001', 'Bar')`,
    );
    const url = await demoChatUrl({ db: t.db, config: t.config, now: t.clock.now() });
    expect(url).toBeDefined();
    const token = new URL(url as string).searchParams.get('userToken') as string;
    const outcome = await authenticateUserToken(depsOf(t), token);
    expect(outcome).toMatchObject({ ok: true, ctx: { tenantId: 2, clientId: '1001' } });
    const lines = demoLines(t.config, url);
    expect(lines[0]).toBe(`Demo link (Guanabara, shop 1001): ${url}`);
    expect(lines[1]).toContain(`${t.config.PUBLIC_URL}/login`);
    expect(lines[1]).toContain('Demo@2026');
  });

  it('is undefined when the deployment does not serve Guanabara', async () => {
    const config = testConfig({ DEPLOYMENT_FAMILY: 'koboss', APP_ENV: 'dev' });
    const url = await demoChatUrl({
      db: t.db,
      config,
      now: t.clock.now(),
      tenants: loadServedTenants(config),
    });
    expect(url).toBeUndefined();
  });
});
