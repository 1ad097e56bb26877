import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../deps.ts';
import { openTestApp, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import {
  algNone,
  bearer,
  depsOf,
  HOUR_MS,
  sessionTokenFor,
  tamper,
} from './access-test-support.ts';

describe.each(testDatabases())('the shop’s own data on %s', (kind) => {
  let t: TestApp;
  let deps: AppDeps;
  let feature2: string;
  let feature5: string;
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
    deps = depsOf(t);
    const first = async (tenant: number) =>
      (
        await t.db.query<{ id: string }>(
          'SELECT id FROM feature_announcements WHERE tenant_id = $1 ORDER BY id LIMIT 1',
          [tenant],
        )
      )[0]?.id as string;
    feature2 = await first(2);
    feature5 = await first(5);
    // A feature only tenant 5 announces, so tenant 2's shops cannot mark it seen.
    feature5 = `${feature5}-atlas-only`;
    await t.db.query(
      `INSERT INTO feature_announcements (tenant_id, id, category) VALUES (5, $1, 'news')`,
      [feature5],
    );
  });
  afterAll(() => t.close());

  const call = async (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    token: string | undefined,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: token === undefined ? {} : bearer(token),
      ...(payload !== undefined ? { payload } : {}),
    });

  describe('GET /api/client (SPEC §7)', () => {
    it.each([
      [2, '1001', true, true],
      [2, '1002', false, true],
      [5, '1004', true, false],
    ])(
      'tenant %i client %s sees its own profile',
      async (bottler, clientId, ordering, hasAddress) => {
        const res = await call('GET', '/api/client', await t.sessionToken(bottler, clientId));
        expect(res.statusCode).toBe(200);
        const profile = res.json();
        expect(profile).toMatchObject({
          bottler,
          external_id: clientId,
          isOrderOptionActive: ordering,
        });
        expect(typeof profile.minimumOrder).toBe('number');
        expect(typeof profile.paymentLimit).toBe('number');
        expect('address' in profile).toBe(hasAddress);
      },
    );

    it('answers 401 without a token, or with a tampered or unsigned one', async () => {
      const token = await t.sessionToken(2, '1001');
      for (const bad of [undefined, tamper(token), algNone(token)]) {
        const res = await call('GET', '/api/client', bad);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ code: 'unauthorized' });
      }
    });

    it('answers 401 tokenExpired with the bottler for an expired session', async () => {
      const old = new Date(t.clock.now().getTime() - 13 * HOUR_MS);
      const res = await call(
        'GET',
        '/api/client',
        await sessionTokenFor(deps, 5, '1001', { now: old }),
      );
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'tokenExpired', params: { bottler: 5 } });
    });
  });

  describe('PUT /api/user (SPEC §4 Feature modal, Language change)', () => {
    it('marks a feature seen for this shop only, idempotently', async () => {
      const token = await t.sessionToken(2, '1001');
      for (let i = 0; i < 2; i++) {
        const res = await call('PUT', '/api/user', token, { featureSeen: feature2 });
        expect(res.statusCode).toBe(200);
        expect(res.json().data.featuresSeen).toEqual([feature2]);
      }
      const neighbour = await call('PUT', '/api/user', await t.sessionToken(2, '1002'), {});
      expect(neighbour.json().data.featuresSeen).toEqual([]);
      const otherTenant = await call('PUT', '/api/user', await t.sessionToken(5, '1001'), {});
      expect(otherTenant.json().data.featuresSeen).toEqual([]);
    });

    it('answers 404 for a feature of another tenant and stores nothing', async () => {
      const token = await t.sessionToken(2, '1003');
      const res = await call('PUT', '/api/user', token, { featureSeen: feature5 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'notFound' });
      expect((await call('PUT', '/api/user', token, {})).json().data.featuresSeen).toEqual([]);
    });

    it.each([
      [5, 'ar', 200],
      [5, 'fr', 200],
      [2, 'pt', 200],
      [2, 'ar', 400],
    ])(
      'tenant %i stores language %s → %i (only the tenant’s languages)',
      async (bottler, language, status) => {
        const token = await t.sessionToken(bottler, '1004');
        const res = await call('PUT', '/api/user', token, { language });
        expect(res.statusCode).toBe(status);
        if (status === 200) {
          expect(res.json().data.language).toBe(language);
          const profile = await call('GET', '/api/client', token);
          expect(profile.json().language).toBe(language);
        } else {
          expect(res.json()).toEqual({
            code: 'validation',
            fields: [{ path: 'language', code: 'languageNotOffered' }],
          });
        }
      },
    );

    it.each([[{ language: 'de' }], [{ featureSeen: '' }], [{ clientId: '1002' }]])(
      'refuses %j with 400 validation',
      async (body) => {
        const res = await call('PUT', '/api/user', await t.sessionToken(2, '1001'), body);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('validation');
      },
    );

    it('answers 401 without a token', async () => {
      expect((await call('PUT', '/api/user', undefined, {})).statusCode).toBe(401);
    });
  });

  describe.each(['PUT', 'POST'] as const)(
    '%s /api/user/session (SPEC §4 Survey, §9 NPS)',
    (method) => {
      const answers = async (bottler: number, clientId: string) =>
        t.db.query<{ score: number; feedback: string | null }>(
          `SELECT score, feedback FROM nps_answers WHERE tenant_id = $1 AND client_id = $2
          ORDER BY created_at, id`,
          [bottler, clientId],
        );
      const shop = method === 'PUT' ? '1001' : '1002';

      it.each([0, 10])('stores the score %i (SPEC §9: 0 to 10)', async (score) => {
        const before = (await answers(2, shop)).length;
        const res = await call(method, '/api/user/session', await t.sessionToken(2, shop), {
          key: 'npsScore',
          value: score,
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ ok: true });
        const rows = await answers(2, shop);
        expect(rows).toHaveLength(before + 1);
        expect(rows.at(-1)?.score).toBe(score);
      });

      it.each([-1, 11, 5.5, '7', true, null])('refuses the score %j with 400', async (value) => {
        const res = await call(method, '/api/user/session', await t.sessionToken(5, shop), {
          key: 'npsScore',
          value,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          code: 'validation',
          fields: [{ path: 'value', code: 'npsScoreInvalid' }],
        });
      });

      it('attaches feedback to the shop’s latest score, trimmed (SPEC §4: 6 or less opens feedback)', async () => {
        const token = await t.sessionToken(5, shop);
        await call(method, '/api/user/session', token, { key: 'npsScore', value: 4 });
        const res = await call(method, '/api/user/session', token, {
          key: 'npsFeedback',
          value: '  Livraison en retard  ',
        });
        expect(res.statusCode).toBe(200);
        expect((await answers(5, shop)).at(-1)).toEqual({
          score: 4,
          feedback: 'Livraison en retard',
        });
        expect(await answers(2, '1003')).toEqual([]);
      });

      it('refuses feedback with no score to attach it to', async () => {
        const res = await call(method, '/api/user/session', await t.sessionToken(2, '1003'), {
          key: 'npsFeedback',
          value: 'Sem nota',
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toEqual([{ path: 'key', code: 'npsScoreMissing' }]);
      });

      it.each([
        [{ key: 'favouriteColour', value: 'red' }, 'unknownKey'],
        [{ key: 'npsFeedback', value: '   ' }, 'npsFeedbackInvalid'],
        [{ key: 'npsFeedback', value: 3 }, 'npsFeedbackInvalid'],
      ])('refuses %j with 400 %s', async (body, code) => {
        const res = await call(method, '/api/user/session', await t.sessionToken(2, shop), body);
        expect(res.statusCode).toBe(400);
        expect(res.json().fields[0].code).toBe(code);
      });

      it.each([
        [{ key: 'npsScore' }],
        [{ value: 3 }],
        [{ key: 'npsFeedback', value: 'x'.repeat(2001) }],
      ])('refuses the body %j with 400 validation', async (body) => {
        const res = await call(method, '/api/user/session', await t.sessionToken(2, shop), body);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('validation');
      });

      it('answers 401 without a token', async () => {
        const res = await call(method, '/api/user/session', undefined, {
          key: 'npsScore',
          value: 9,
        });
        expect(res.statusCode).toBe(401);
      });
    },
  );
});
