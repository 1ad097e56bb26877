import { describe, it, expect } from 'vitest';
import {
  ORDER_OPTION_ROUTES,
  breadcrumbParent,
  entryRedirect,
  filterMenu,
  originSource,
  requiresOrderOption,
} from './navigation.ts';

describe('entryRedirect (SPEC §2 entry route; SECURITY.md T10)', () => {
  it.each([
    { query: 'search=coca', expected: '/search?redirect=coca' },
    { query: 'search=guaraná%20lata', expected: '/search?redirect=guaran%C3%A1%20lata' },
    { query: 'search=a%26b%3Dc', expected: '/search?redirect=a%26b%3Dc' },
    { query: 'search=x&page=cart', expected: '/search?redirect=x', why: 'search wins' },
    { query: 'search=%20%20&page=cart', expected: '/cart', why: 'blank search ignored' },
    { query: 'page=cart', expected: '/cart' },
    { query: 'page=order/tracking', expected: '/order/tracking' },
    { query: 'page=/promotions', expected: '/promotions', why: 'one leading slash' },
    { query: 'page=finance/openInvoices', expected: '/finance/openInvoices' },
    { query: 'page=combo/12', expected: '/combo/12' },
    { query: '', expected: '/home' },
    { query: 'userToken=abc', expected: '/home' },
    { query: 'page=', expected: '/home' },
    { query: 'page=//evil.com', expected: '/home' },
    { query: 'page=///evil.com', expected: '/home' },
    { query: 'page=https://evil.com', expected: '/home' },
    { query: 'page=javascript:alert(1)', expected: '/home' },
    { query: 'page=%5C%5Cevil.com', expected: '/home' },
    { query: 'page=/%5Cevil.com', expected: '/home' },
    { query: 'page=../admin', expected: '/home' },
    { query: 'page=cart?x=1', expected: '/home' },
    { query: 'page=cart%23x', expected: '/home' },
    { query: 'page=a//b', expected: '/home' },
    { query: 'page=evil.com', expected: '/home' },
    { query: 'page=cart/', expected: '/home' },
  ])('?$query → $expected', ({ query, expected }) => {
    expect(entryRedirect(new URLSearchParams(query))).toBe(expected);
  });
  it('accepts a plain record', () => {
    expect(entryRedirect({ page: 'favorites' })).toBe('/favorites');
    expect(entryRedirect({ search: 'fanta' })).toBe('/search?redirect=fanta');
    expect(entryRedirect({})).toBe('/home');
  });
});

describe('breadcrumbParent (SPEC §2 breadcrumb)', () => {
  it.each([
    { path: '/category/brands/3', home: true, expected: '/category/brands' },
    { path: '/category/brands/products/3/7', home: false, expected: '/category/brands/products/3' },
    { path: '/finance/openInvoices', home: false, expected: '/finance' },
    { path: '/finance/openInvoices/', home: false, expected: '/finance', why: 'trailing slash' },
    { path: '/cart', home: true, expected: '/home' },
    { path: '/cart', home: false, expected: '/products' },
    { path: '/', home: true, expected: '/home' },
    { path: '', home: false, expected: '/products' },
  ])('$path (goToHomePage $home) → $expected', ({ path, home, expected }) => {
    expect(breadcrumbParent(path, home)).toBe(expected);
  });
});

describe('filterMenu (SPEC §2 menus)', () => {
  const entries = ['products', 'cart', 'combos', 'tracking', 'finance', 'bingo', 'marketing'];
  it.each([
    {
      why: 'everything on',
      ctx: {
        config: {},
        isOrderOptionActive: true,
        showNotificationOption: false,
        menuKind: 'primary',
      },
      expected: entries,
    },
    {
      why: 'explicit false hides; undefined and true keep',
      ctx: {
        config: { combos: false, finance: true, bingo: undefined },
        isOrderOptionActive: true,
        showNotificationOption: false,
        menuKind: 'primary',
      },
      expected: ['products', 'cart', 'tracking', 'finance', 'bingo', 'marketing'],
    },
    {
      why: 'order option inactive hides ordering entries',
      ctx: {
        config: {},
        isOrderOptionActive: false,
        showNotificationOption: false,
        menuKind: 'primary',
      },
      expected: ['tracking', 'finance', 'marketing'],
    },
    {
      why: 'secondary menu gains notifications',
      ctx: {
        config: {},
        isOrderOptionActive: true,
        showNotificationOption: true,
        menuKind: 'secondary',
      },
      expected: [...entries, 'notifications'],
    },
    {
      why: 'primary menu does not gain notifications',
      ctx: {
        config: {},
        isOrderOptionActive: true,
        showNotificationOption: true,
        menuKind: 'primary',
      },
      expected: entries,
    },
    {
      why: 'secondary menu without the notification option',
      ctx: {
        config: {},
        isOrderOptionActive: true,
        showNotificationOption: false,
        menuKind: 'secondary',
      },
      expected: entries,
    },
    {
      why: 'notifications survives the order option being off',
      ctx: {
        config: {},
        isOrderOptionActive: false,
        showNotificationOption: true,
        menuKind: 'secondary',
      },
      expected: ['tracking', 'finance', 'marketing', 'notifications'],
    },
    {
      why: 'notifications explicitly false in the config',
      ctx: {
        config: { notifications: false },
        isOrderOptionActive: true,
        showNotificationOption: true,
        menuKind: 'secondary',
      },
      expected: entries,
    },
  ] as const)('$why', ({ ctx, expected }) => {
    expect(filterMenu(entries, ctx)).toEqual(expected);
  });
  it.each([
    'products',
    'cart',
    'combos',
    'promotions',
    'promotionslist',
    'favorites',
    'suggested',
    'bingo',
    'category',
  ])('ordering entry %s hidden when the order option is inactive', (entry) => {
    expect(
      filterMenu([entry], {
        config: {},
        isOrderOptionActive: false,
        showNotificationOption: false,
        menuKind: 'fixed',
      }),
    ).toEqual([]);
  });
  it('does not add notifications twice, and hides a listed one when the option is off', () => {
    const ctx = { config: {}, isOrderOptionActive: true, menuKind: 'secondary' } as const;
    expect(filterMenu(['notifications'], { ...ctx, showNotificationOption: true })).toEqual([
      'notifications',
    ]);
    expect(filterMenu(['notifications'], { ...ctx, showNotificationOption: false })).toEqual([]);
  });
});

describe('order option routes (SPEC §2 access rules)', () => {
  it('lists the eight guarded routes', () => {
    expect([...ORDER_OPTION_ROUTES].sort()).toEqual([
      'bingo',
      'cart',
      'category',
      'combos',
      'favorites',
      'products',
      'promotions',
      'suggested',
    ]);
  });
  it.each([
    { path: '/cart', expected: true },
    { path: '/category/brands/3', expected: true },
    { path: '/products', expected: true },
    { path: '/combo/4', expected: true },
    { path: '/combo-quantity/4/Summer', expected: true },
    { path: '/combo-generic/4', expected: true },
    { path: '/home', expected: false },
    { path: '/order/tracking', expected: false },
    { path: '/finance/openInvoices', expected: false },
    { path: '/cartography', expected: false },
    { path: '/', expected: false },
  ])('$path → $expected', ({ path, expected }) => {
    expect(requiresOrderOption(path)).toBe(expected);
  });
});

describe('originSource (SPEC §4 origin source, default chat)', () => {
  it.each([
    { stored: 'standalone', expected: 'standalone' },
    { stored: 'Standalone', expected: 'standalone' },
    { stored: 'whatsapp', expected: 'chat' },
    { stored: '', expected: 'chat' },
    { stored: null, expected: 'chat' },
    { stored: undefined, expected: 'chat' },
  ])('$stored → $expected', ({ stored, expected }) => {
    expect(originSource(stored)).toBe(expected);
  });
});
