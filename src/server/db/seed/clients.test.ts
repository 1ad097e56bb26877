import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../modules/auth/passwords.ts';
import { generateClients } from './clients.ts';
import { demoPassword, hashDemoPassword } from './password.ts';
import { demoTenantIds, tenantSeedProfile } from './tenant-profiles.ts';

const tenants = demoTenantIds.map((id) => [id] as const);

describe('demo clients (PRODUCT.md "Demo clients")', () => {
  it.each(tenants)(
    'tenant %i: 1001 is a standard shop with address, minimum order and a generous limit',
    (tenantId) => {
      const c = generateClients(tenantId, 'h').find((x) => x.external_id === '1001');
      expect(c).toMatchObject({
        is_order_option_active: true,
        is_finish_order_over_limit_authorized: false,
      });
      expect(c?.address).toBeTruthy();
      expect(c?.minimum_order).toBeGreaterThan(0);
      expect(c?.payment_limit).toBeGreaterThanOrEqual(100 * (c?.minimum_order ?? 0));
    },
  );

  it.each(tenants)(
    'tenant %i: 1002 ordering off, 1003 over-limit authorised, 1004 not and no address',
    (tenantId) => {
      const byId = new Map(generateClients(tenantId, 'h').map((c) => [c.external_id, c]));
      const standard = byId.get('1001');
      expect(byId.get('1002')?.is_order_option_active).toBe(false);
      expect(byId.get('1003')).toMatchObject({
        is_order_option_active: true,
        is_finish_order_over_limit_authorized: true,
      });
      expect(byId.get('1004')).toMatchObject({
        is_order_option_active: true,
        is_finish_order_over_limit_authorized: false,
        address: null,
      });
      for (const id of ['1003', '1004']) {
        expect(byId.get(id)?.payment_limit).toBeLessThan((standard?.payment_limit ?? 0) / 10);
        expect(byId.get(id)?.payment_limit).toBeGreaterThan(byId.get(id)?.minimum_order ?? 0);
      }
    },
  );

  it.each(tenants)("tenant %i: clients speak the tenant's default language", (tenantId) => {
    const language = tenantSeedProfile(tenantId).languages[0];
    for (const c of generateClients(tenantId, 'h')) expect(c.language).toBe(language);
  });

  it('shares the one hash it is given and is deterministic', () => {
    const clients = generateClients(2, 'scrypt$x');
    expect(clients.map((c) => c.password_hash)).toEqual(Array(4).fill('scrypt$x'));
    expect(generateClients(2, 'scrypt$x')).toEqual(clients);
  });

  it('hashes Demo@2026 in the auth module format (scrypt N=2^17, r=8, p=1)', async () => {
    const hash = await hashDemoPassword();
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect((await verifyPassword(demoPassword, hash)).ok).toBe(true);
    expect((await verifyPassword('Demo@2027', hash)).ok).toBe(false);
  });
});
