/**
 * ERP API keys for API tests (issue 13): created through the console's own call by the tenant's
 * demo admin, so the key is exactly what a bottler would get.
 */
import type { ErpScope } from '../../contract/index.ts';
import type { TestApp } from './app-harness.ts';
import { operatorAuth } from './operator-harness.ts';

export interface TestApiKey {
  id: string;
  /** `rk_<id>_<secret>` */
  secret: string;
  /** `{ authorization: 'Bearer rk_…' }` */
  headers: { authorization: string };
}

export async function createTestApiKey(
  t: Pick<TestApp, 'app' | 'db' | 'config' | 'clock'>,
  bottler: number,
  scopes: readonly ErpScope[],
  name = `test ${scopes.join(' ')}`,
): Promise<TestApiKey> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/api-keys',
    headers: await operatorAuth(t, { bottler, role: 'admin' }),
    payload: { name, scopes },
  });
  if (res.statusCode !== 200) throw new Error(`creating an API key: ${res.statusCode} ${res.body}`);
  const body = res.json<{ key: { id: string }; secret: string }>();
  return {
    id: body.key.id,
    secret: body.secret,
    headers: { authorization: `Bearer ${body.secret}` },
  };
}
