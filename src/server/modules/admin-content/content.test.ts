/**
 * The console's featured banners, promotion images, feature announcements and bingo cards through
 * HTTP (issue 13, decision 056), on both databases: an admin's change is audited and the shop's
 * next call shows it, a dated one only from its start (the test clock moves, nothing is written);
 * a route off the allow-list, an end before its start or a text missing in one of the tenant's
 * languages is a 400 naming the field, writing nothing; other roles read but cannot write; one
 * tenant's admin never sees or changes another's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, TEST_NOW, type TestApp } from '../../test/app-harness.ts';
import { auditRows } from '../../test/console-ops-support.ts';
import { testDatabases } from '../../test/databases.ts';
import { operatorAuth } from '../../test/operator-harness.ts';

type Headers = Record<string, string>;

const featured = {
  descriptions: { pt: 'Destaque do console' },
  buttonUrl: '/promotions',
  buttonTitles: { pt: 'Ver ofertas' },
  image: '/api/img/banner/featured.svg',
  startDate: null,
  endDate: null,
  active: true,
};
const image = {
  index: 0,
  url: '/api/img/promo/week-1.svg',
  altTexts: { pt: 'Imagem do console' },
  startDate: null,
  endDate: null,
  active: true,
};
const announcement = {
  category: 'novidade',
  mediaType: 'video',
  mediaUrl: '/api/media/tour.mp4',
  routeUrl: '/favorites',
  texts: {
    pt: {
      calloutText: 'Novo',
      altTextImage: '',
      msgTitle: 'Anúncio do console',
      msgText: 'Veja seus favoritos.',
    },
  },
  startDate: null,
  endDate: null,
  active: true,
};

describe.each(testDatabases())('content in the console on %s', (kind) => {
  let t: TestApp;
  let admin2: Headers;
  let admin5: Headers;
  let sales2: Headers;
  let finance2: Headers;
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
    admin2 = await operatorAuth(t, { bottler: 2, role: 'admin' });
    admin5 = await operatorAuth(t, { bottler: 5, role: 'admin' });
    sales2 = await operatorAuth(t, { bottler: 2, role: 'sales' });
    finance2 = await operatorAuth(t, { bottler: 2, role: 'finance' });
  }, 300_000);
  afterAll(() => t?.close());

  const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin/${url}`, headers, ...(payload ? { payload } : {}) });
  const shop = async <T>(path: string, bottler = 2, client = '1001') =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/${path}`,
        headers: await t.auth(bottler, client),
      })
    ).json<T>();
  const shopFeatured = async () =>
    (await shop<{ description: string } | null>('ecommerce/banner/featured'))?.description;
  const shopImages = async () =>
    (await shop<{ altText: string }[]>('promotions')).map((row) => row.altText);
  const shopAnnouncements = async () =>
    (await shop<{ features: { msgTitle: string }[] }>('ecommerce/config')).features.map(
      (feature) => feature.msgTitle,
    );
  /** A fresh console session at the moved clock (the one opened at TEST_NOW goes idle). */
  const adminNow = () => operatorAuth(t, { bottler: 2, role: 'admin' });

  /** The three dated kinds: where the console writes them and what the shop's next call shows. */
  const kinds = [
    {
      name: 'featured banner',
      path: 'featured-banners',
      list: 'banners',
      listed: (body: { featured: object[] }) => body.featured,
      entity: 'featuredBanner',
      body: featured,
      offList: { ...featured, buttonUrl: 'https://evil.example/phish' },
      // Valid for tenant 5 (fr and ar), so only the row's tenant can refuse it.
      body5: {
        ...featured,
        descriptions: { fr: 'F', ar: 'ع' },
        buttonTitles: { fr: 'F', ar: 'ع' },
      },
      renamed: (text: string) => ({ ...featured, descriptions: { pt: text } }),
      shopShows: shopFeatured,
      shown: (text: string) => text,
    },
    {
      name: 'promotion image',
      path: 'promotion-images',
      list: 'promotion-images',
      listed: (body: { items: object[] }) => body.items,
      entity: 'promotionImage',
      body: image,
      // No route: its image must be a path of the app or an https URL.
      offList: { ...image, url: 'javascript:alert(1)' },
      body5: { ...image, altTexts: { fr: 'F', ar: 'ع' } },
      renamed: (text: string) => ({ ...image, altTexts: { pt: text } }),
      shopShows: shopImages,
      shown: (text: string) => [text],
    },
    {
      name: 'announcement',
      path: 'announcements',
      list: 'announcements',
      listed: (body: { items: object[] }) => body.items,
      entity: 'announcement',
      body: announcement,
      offList: { ...announcement, routeUrl: '//evil.example' },
      body5: {
        ...announcement,
        texts: { fr: announcement.texts.pt, ar: announcement.texts.pt },
      },
      renamed: (text: string) => ({
        ...announcement,
        texts: { pt: { ...announcement.texts.pt, msgTitle: text } },
      }),
      shopShows: shopAnnouncements,
      shown: (text: string) => [text],
    },
  ] as const;

  describe.each(kinds)('$name', (k) => {
    const matches = async (text: string) => {
      const shown = await k.shopShows();
      return typeof shown === 'string' || shown === undefined
        ? shown === text
        : shown.includes(text);
    };

    it('is created, replaced and deleted, audited; the shop’s next call follows', async () => {
      const created = await call(admin2, 'POST', k.path, k.renamed('Criado no console'));
      expect(created.statusCode).toBe(200);
      const row = created.json<{ id: number | string; state: string }>();
      expect(row.state).toBe('live');
      expect(await matches('Criado no console')).toBe(true);
      const listed = await call(sales2, 'GET', k.list);
      expect(listed.statusCode).toBe(200);
      expect(k.listed(listed.json())).toContainEqual(row);

      const replaced = await call(admin2, 'PUT', `${k.path}/${row.id}`, {
        ...k.renamed('Mudado no console'),
        active: false,
      });
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json()).toMatchObject({ state: 'inactive' });
      expect(await matches('Mudado no console')).toBe(false);

      expect((await call(admin2, 'POST', `${k.path}/${row.id}/delete`)).json()).toEqual({
        ok: true,
      });
      expect((await call(admin2, 'POST', `${k.path}/${row.id}/delete`)).statusCode).toBe(404);
      const audit = await auditRows(t.db, k.entity, String(row.id));
      expect(audit.map((entry) => [entry.action, entry.tenant_id, entry.operator_email])).toEqual([
        [`${k.entity}.create`, 2, 'admin@2.refill.test'],
        [`${k.entity}.update`, 2, 'admin@2.refill.test'],
        [`${k.entity}.delete`, 2, 'admin@2.refill.test'],
      ]);
      expect(audit[1]?.before).toMatchObject({ active: true });
      expect(audit[1]?.after).toMatchObject({ active: false });
    });

    it('dated from tomorrow: absent now, shown at its start and gone after its end, no write', async () => {
      // TEST_NOW is 2026-11-18 15:00 UTC: the 18th in every demo tenant's time zone.
      const res = await call(admin2, 'POST', k.path, {
        ...k.renamed('Amanhã no console'),
        startDate: '2026-11-19',
        endDate: '2026-11-19',
      });
      expect(res.statusCode).toBe(200);
      const row = res.json<{ id: number | string }>();
      expect(res.json()).toMatchObject({ startDate: '2026-11-19', state: 'scheduled' });
      // Tenant 2 is in São Paulo (UTC−3): the 19th runs from 03:00 UTC to the 20th's 03:00 UTC.
      const start = new Date('2026-11-19T03:00:00Z');
      const end = new Date('2026-11-20T03:00:00Z');
      try {
        expect(await matches('Amanhã no console')).toBe(false);
        t.clock.set(new Date(start.getTime() - 1));
        expect(await matches('Amanhã no console')).toBe(false);
        t.clock.set(start);
        expect(await matches('Amanhã no console')).toBe(true);
        expect(k.listed((await call(await adminNow(), 'GET', k.list)).json())).toContainEqual(
          expect.objectContaining({ id: row.id, state: 'live' }),
        );
        t.clock.set(end);
        expect(await matches('Amanhã no console')).toBe(false);
      } finally {
        t.clock.set(TEST_NOW);
        await call(admin2, 'POST', `${k.path}/${row.id}/delete`);
      }
    });

    it.each([
      ['a route off the allow-list', () => k.offList],
      [
        'an end before its start',
        () => ({ ...k.body, startDate: '2026-12-02', endDate: '2026-12-01' }),
      ],
    ])('refuses %s with 400 validation, writing nothing', async (_name, bad) => {
      const before = await call(admin2, 'GET', k.list);
      const res = await call(admin2, 'POST', k.path, bad());
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation');
      expect((await call(admin2, 'GET', k.list)).body).toBe(before.body);
    });

    it('names the end field when the end comes before the start', async () => {
      const res = await call(admin2, 'POST', k.path, {
        ...k.body,
        startDate: '2026-12-02',
        endDate: '2026-12-01',
      });
      expect(res.json().fields).toEqual([expect.objectContaining({ path: 'endDate' })]);
    });

    it('sales and finance read but cannot write', async () => {
      expect((await call(finance2, 'GET', k.list)).statusCode).toBe(200);
      expect((await call(sales2, 'POST', k.path, k.body)).statusCode).toBe(403);
      expect((await call(finance2, 'POST', k.path, k.body)).statusCode).toBe(403);
      expect((await call(sales2, 'PUT', `${k.path}/1`, k.body)).statusCode).toBe(403);
      expect((await call(finance2, 'POST', `${k.path}/1/delete`)).statusCode).toBe(403);
    });

    it('one tenant’s admin never sees nor changes another tenant’s', async () => {
      const row = (await call(admin2, 'POST', k.path, k.renamed('Só do 2'))).json<{
        id: number | string;
      }>();
      try {
        expect((await call(admin5, 'GET', k.list)).body).not.toContain('Só do 2');
        expect((await call(admin5, 'PUT', `${k.path}/${row.id}`, k.body5)).statusCode).toBe(404);
        expect((await call(admin5, 'POST', `${k.path}/${row.id}/delete`)).statusCode).toBe(404);
        expect((await call(admin2, 'GET', k.list)).body).toContain('Só do 2');
      } finally {
        await call(admin2, 'POST', `${k.path}/${row.id}/delete`);
      }
    });
  });

  it('asks for every language of the tenant (fr and ar for tenant 5), field by field', async () => {
    const res = await call(admin5, 'POST', 'featured-banners', {
      ...featured,
      descriptions: { fr: 'Vedette' },
      buttonTitles: { fr: 'Voir', ar: 'عرض' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation',
      fields: [{ path: 'descriptions.ar', code: 'missingTranslation' }],
    });
    const images = await call(admin5, 'POST', 'promotion-images', image);
    expect(images.json().fields).toEqual([
      { path: 'altTexts.fr', code: 'missingTranslation' },
      { path: 'altTexts.ar', code: 'missingTranslation' },
    ]);
    const both = await call(admin5, 'POST', 'promotion-images', {
      ...image,
      altTexts: { fr: 'Image', ar: 'صورة' },
    });
    expect(both.statusCode).toBe(200);
    await call(admin5, 'POST', `promotion-images/${both.json().id}/delete`);
  });

  it('refuses a video that is not an mp4 file', async () => {
    const res = await call(admin2, 'POST', 'announcements', {
      ...announcement,
      mediaUrl: '/api/img/feature/x.svg',
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().fields)).toContain('mediaUrl');
  });

  describe('bingo cards', () => {
    const card = (skus: string[]) => ({
      skus,
      prizes: [{ qty: 2, descriptions: { pt: 'Caixa grátis' } }],
      imgPrizeUrl: null,
      imgCheckUrl: null,
    });

    it('saves a month’s card from catalogue skus; the shop’s card of that month is it', async () => {
      const skus = (
        await t.db.query<{ sku: string }>(
          "select sku from products where tenant_id = 2 and sku not like '%P' order by sku limit 3",
        )
      ).map((row) => row.sku);
      const saved = await call(admin2, 'PUT', 'bingo-cards/2027/1', card(skus));
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ year: 2027, month: 1, skus });
      const shopCard = await shop<{
        currentCard: { products: { SKU?: string; sku?: string }[]; prizeProducts: object[] };
      }>('bingo/period/1/2027');
      expect(JSON.stringify(shopCard)).toContain('Caixa grátis');
      for (const sku of skus) expect(JSON.stringify(shopCard)).toContain(sku);

      const replaced = await call(admin2, 'PUT', 'bingo-cards/2027/1', card(skus.slice(0, 1)));
      expect(replaced.json().skus).toEqual(skus.slice(0, 1));
      expect((await call(sales2, 'GET', 'bingo-cards')).json().items).toContainEqual(
        replaced.json(),
      );
      expect((await call(admin5, 'GET', 'bingo-cards')).body).not.toContain('Caixa grátis');
      expect((await call(admin5, 'POST', 'bingo-cards/2027/1/delete')).statusCode).toBe(404);
      expect((await call(sales2, 'PUT', 'bingo-cards/2027/1', card(skus))).statusCode).toBe(403);
      expect((await call(admin2, 'POST', 'bingo-cards/2027/1/delete')).json()).toEqual({
        ok: true,
      });
      const audit = await auditRows(t.db, 'bingoCard', '2027-01');
      expect(audit.map((entry) => entry.action)).toEqual([
        'bingoCard.create',
        'bingoCard.update',
        'bingoCard.delete',
      ]);
    });

    it('answers two first saves of one month sent at once with one card, never a 5xx', async () => {
      const [sku] = (
        await t.db.query<{ sku: string }>(
          "select sku from products where tenant_id = 2 and sku not like '%P' order by sku limit 1",
        )
      ).map((row) => row.sku);
      const saves = await Promise.all(
        [0, 1, 2].map(() => call(admin2, 'PUT', 'bingo-cards/2027/3', card([sku ?? '']))),
      );
      expect(saves.map((res) => res.statusCode)).toEqual([200, 200, 200]);
      const [row] = await t.db.query<{ n: number }>(
        `select count(*)::int as n from bingo_cards where tenant_id = 2 and year = 2027 and month = 3`,
      );
      expect(row?.n).toBe(1);
    });

    it('names an unknown sku and a prize without the tenant’s language', async () => {
      const res = await call(admin2, 'PUT', 'bingo-cards/2027/2', {
        ...card(['no-such-sku']),
        prizes: [{ qty: 1, descriptions: { es: 'Caja' } }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual([
        { path: 'prizes.0.descriptions.pt', code: 'missingTranslation' },
      ]);
      const unknown = await call(admin2, 'PUT', 'bingo-cards/2027/2', card(['no-such-sku']));
      expect(unknown.json().fields).toEqual([{ path: 'skus.0', code: 'unknownProduct' }]);
      expect((await call(admin2, 'GET', 'bingo-cards')).body).not.toContain('"month":2,');
    });
  });
});
