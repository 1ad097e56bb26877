/**
 * Shop texts with a number agree with it (issue 14, plural forms): each is called as its screen
 * calls it (`count` is the number the noun agrees with) and reads right for 1, for 2 and, in
 * Arabic, for the dual, 3–10 and 11–99 forms.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../domain/types.ts';
import { i18n, initI18n } from '../lib/i18n.ts';

afterAll(async () => {
  await initI18n('en');
});

type Case = [language: LanguageCode, count: number, expected: string];

const translate = async (language: LanguageCode, key: string, values: Record<string, unknown>) => {
  await initI18n(language);
  return (i18n.t as (key: string, values: Record<string, unknown>) => string)(key, values);
};

describe('shop texts with a number agree with it', () => {
  it.each<Case>([
    ['pt', 1, 'Este produto tem um limite de 1 unidade por pedido.'],
    ['pt', 2, 'Este produto tem um limite de 2 unidades por pedido.'],
    ['fr', 1, 'Ce produit est limité à 1 unité par commande.'],
    ['en', 1, 'This product is limited to 1 unit per order.'],
    ['ar', 1, 'هذا المنتج محدود بوحدة واحدة لكل طلب.'],
    ['ar', 2, 'هذا المنتج محدود بوحدتين لكل طلب.'],
    ['ar', 3, 'هذا المنتج محدود بـ 3 وحدات لكل طلب.'],
    ['ar', 12, 'هذا المنتج محدود بـ 12 وحدةً لكل طلب.'],
  ])('quantity.productWithLimitQty, %s, %i', async (language, count, expected) => {
    // cart-line.tsx
    expect(await translate(language, 'quantity.productWithLimitQty', { count })).toBe(expected);
  });

  it.each<Case>([
    ['pt', 1, 'Limite atingido: no máximo 1 unidade por pedido.'],
    ['pt', 2, 'Limite atingido: no máximo 2 unidades por pedido.'],
    ['ar', 2, 'تم بلوغ الحد: وحدتان كحد أقصى لكل طلب.'],
  ])('product.limitReached, %s, %i', async (language, count, expected) => {
    // tile-stepper.tsx, quick-order-screen.tsx
    expect(await translate(language, 'product.limitReached', { count })).toBe(expected);
  });

  it.each<Case>([
    ['fr', 2, 'Quantité ajoutée limitée à 1 : la limite est de 2 unités par commande.'],
    ['ar', 2, 'أمكن إضافة 1 فقط: الحد هو وحدتان لكل طلب.'],
    ['ar', 5, 'أمكن إضافة 1 فقط: الحد هو 5 وحدات لكل طلب.'],
  ])('product.limitReduced (1 added), %s, limit %i', async (language, count, expected) => {
    expect(await translate(language, 'product.limitReduced', { added: 1, count })).toBe(expected);
  });

  it.each<Case>([
    ['pt', 1, '1 un.'],
    ['fr', 1, '1 unité'],
    ['fr', 2, '2 unités'],
    ['ar', 1, 'وحدة واحدة'],
    ['ar', 2, 'وحدتان'],
    ['ar', 4, '4 وحدات'],
  ])('tracking.quantity, %s, %i', async (language, count, expected) => {
    // order-card.tsx
    expect(await translate(language, 'tracking.quantity', { count })).toBe(expected);
  });

  it.each<Case>([
    ['pt', 1, 'Escolha pelo menos 1 unidade para adicionar o combo.'],
    ['pt', 2, 'Escolha pelo menos 2 unidades para adicionar o combo.'],
    ['ar', 2, 'اختر وحدتين على الأقل لإضافة هذا العرض.'],
  ])('combos.minimumUnits, %s, %i', async (language, count, expected) => {
    // combo-options.tsx
    expect(await translate(language, 'combos.minimumUnits', { count })).toBe(expected);
  });

  it.each<Case>([
    ['pt', 1, 'Você comprou 0 de 1 produto.'],
    ['pt', 2, 'Você comprou 0 de 2 produtos.'],
    ['ar', 2, 'اشتريت 0 من أصل منتجين.'],
  ])('bingo.card.progress, %s, %i', async (language, count, expected) => {
    // bingo-card.tsx
    expect(await translate(language, 'bingo.card.progress', { acquired: 0, count })).toBe(expected);
  });

  it.each<Case>([
    ['en', 1, 'Every day'],
    ['en', 2, 'Every 2 days'],
    ['ar', 2, 'كل يومين'],
    ['ar', 15, 'كل 15 يومًا'],
  ])('delivery.recurrent.every, %s, %i', async (language, count, expected) => {
    // delivery-options.tsx
    expect(await translate(language, 'delivery.recurrent.every', { count })).toBe(expected);
  });

  it.each<Case>([
    ['pt', 1, 'Garrafa: é necessário 1, há 0 no carrinho. Seu pedido levará 1.'],
    ['pt', 2, 'Garrafa: são necessários 2, há 0 no carrinho. Seu pedido levará 2.'],
    ['fr', 1, 'Garrafa : 1 nécessaire, 0 dans le panier. Votre commande en comprendra 1.'],
    ['ar', 2, 'Garrafa: المطلوب وحدتان، وفي السلة 0. سيتضمن طلبك وحدتين.'],
  ])('cart.packaging.tooFew, %s, %i', async (language, count, expected) => {
    // packaging-alert.tsx (the Latin name is isolated in Arabic)
    const text = await translate(language, 'cart.packaging.tooFew', {
      name: 'Garrafa',
      inCart: 0,
      count,
    });
    expect(text.replace(/[\u2068\u2069]/g, '')).toBe(expected);
  });

  it.each<Case>([
    ['pt', 1, 'Garrafa: basta 1, há 3 no carrinho. Seu pedido levará 1.'],
    ['es', 1, 'Garrafa: solo se necesita 1, hay 3 en el carrito. Tu pedido llevará 1.'],
    ['ar', 1, 'Garrafa: المطلوب وحدة واحدة فقط، وفي السلة 3. سيتضمن طلبك وحدة واحدة.'],
  ])('cart.packaging.tooMany, %s, %i', async (language, count, expected) => {
    const text = await translate(language, 'cart.packaging.tooMany', {
      name: 'Garrafa',
      inCart: 3,
      count,
    });
    expect(text.replace(/[\u2068\u2069]/g, '')).toBe(expected);
  });
});
