/**
 * The demo catalogue of one tenant (PRODUCT.md "Demo data"): 8 categories, 19 brands and ~160
 * products in cans, PET and returnable glass, the empty bottles and crates that go with the
 * glass (skus ending 'P'), tier prices, quantity limits, beer (alcoholic) and must-stock items.
 * Which products get a tier, a limit, a promotion or the must-stock flag is decided by position,
 * so every tenant has some of each; only prices vary, from a PRNG seeded by the tenant id.
 */
import type { LanguageCode } from '../../../domain/types.ts';
import { discountedCents, localPriceCents, toAmount, withoutTaxCents } from './amounts.ts';
import {
  categoryFormats,
  categoryPriceFactor,
  packFormat,
  packagingSpecs,
  type PackFormat,
  type PackagingSpec,
} from '../../modules/artwork/formats.ts';
import {
  brandImageUrl,
  categoryImageUrl,
  packagingBrandId,
  productImageUrl,
} from '../../modules/artwork/images.ts';
import { createPrng, type Prng } from './prng.ts';
import type { BrandRow, CategoryRow, Localized, PriceTierRow, ProductRow } from './rows.ts';
import { defaultLanguage, tenantSeedProfile, type TenantSeedProfile } from './tenant-profiles.ts';
import {
  brandSpecs,
  categoryKeys,
  categoryNames,
  flavours,
  packOf,
  packTypes,
  productNouns,
  sizeLabel,
  type BrandSpec,
  type CategoryKey,
  type Words,
} from '../../modules/artwork/vocabulary.ts';

export interface Catalogue {
  categories: CategoryRow[];
  brands: BrandRow[];
  products: ProductRow[];
  priceTiers: PriceTierRow[];
}

const packagingBrandNames: Words = {
  pt: 'Retornáveis',
  es: 'Retornables',
  en: 'Returnables',
  th: 'คืนขวด',
  fr: 'Consignés',
  ar: 'مرتجعات',
};

const tierSchedules = [
  [
    { minimum: 5, discount: 3 },
    { minimum: 10, discount: 6 },
    { minimum: 20, discount: 10 },
  ],
  [
    { minimum: 3, discount: 4 },
    { minimum: 12, discount: 8 },
  ],
] as const;
const quantityLimits = [6, 12, 24, 48] as const;

interface Context {
  tenantId: number;
  profile: TenantSeedProfile;
  languages: readonly LanguageCode[];
  prng: Prng;
}

export function categoryId(key: CategoryKey): number {
  return categoryKeys.indexOf(key) + 1;
}

export function generateCatalogue(tenantId: number): Catalogue {
  const profile = tenantSeedProfile(tenantId);
  const ctx: Context = {
    tenantId,
    profile,
    languages: profile.languages,
    prng: createPrng(`catalogue-${tenantId}`),
  };
  const products: ProductRow[] = packagingSpecs.map((spec, i) => packagingProduct(ctx, spec, i));
  for (const brand of brandSpecs) {
    brand.flavours.forEach((_, flavourIndex) => {
      for (const code of categoryFormats[brand.category]) {
        const format = packFormat(code);
        if (!format) continue;
        const sku = `1${pad(brand.id, 2)}${flavourIndex + 1}${format.code}`;
        products.push(sellableProduct(ctx, brand, flavourIndex, format, sku, products.length, ''));
      }
    });
  }
  const categories = categoryRows(ctx, products);
  return { categories, brands: brandRows(ctx), products, priceTiers: priceTierRows(ctx, products) };
}

/**
 * `count` extra products for benchmarks, skus '9BBFXXNNNNN', over the demo categories and brands
 * (which must exist: generate them with `generateCatalogue`). None of them is must-stock.
 */
export function generateLargeCatalogue(
  tenantId: number,
  count: number,
): Pick<Catalogue, 'products' | 'priceTiers'> {
  const profile = tenantSeedProfile(tenantId);
  const ctx: Context = {
    tenantId,
    profile,
    languages: profile.languages,
    prng: createPrng(`large-${tenantId}`),
  };
  const combos = brandSpecs.flatMap((brand) =>
    brand.flavours.flatMap((_, flavourIndex) =>
      categoryFormats[brand.category].map((code) => ({ brand, flavourIndex, code })),
    ),
  );
  const products: ProductRow[] = [];
  for (let n = 1; n <= count; n += 1) {
    const pick = combos[(n - 1) % combos.length];
    const format = pick && packFormat(pick.code);
    if (!pick || !format) continue;
    const sku = `9${pad(pick.brand.id, 2)}${pick.flavourIndex + 1}${format.code}${pad(n, 5)}`;
    const product = sellableProduct(
      ctx,
      pick.brand,
      pick.flavourIndex,
      format,
      sku,
      1000 + n,
      ` #${n}`,
    );
    // The bottler's must-stock list stays the demo's curated one (decision 068): it is a list a
    // shop can stock, not a share of the catalogue, so the first screen does not grow with it.
    products.push({ ...product, is_msl: false });
  }
  return { products, priceTiers: priceTierRows(ctx, products) };
}

function sellableProduct(
  ctx: Context,
  brand: BrandSpec,
  flavourIndex: number,
  format: PackFormat,
  sku: string,
  position: number,
  suffix: string,
): ProductRow {
  const { profile, prng } = ctx;
  const flavour = flavours[brand.flavours[flavourIndex] ?? 'original'];
  const packType = packTypes[format.kind];
  const glass = format.kind === 'glass';
  const descriptions = localize(ctx.languages, (lang) => {
    const pack = format.units > 1 ? ` - ${packOf(format.units, glass, lang)}` : '';
    const brandName = lang === 'ar' ? brand.nameAr : brand.name;
    return `${productNouns[brand.category][lang]} ${brandName} ${flavour[lang]} ${sizeLabel(format.ml, lang)} ${packType[lang]}${pack}${suffix}`;
  });
  const variation = 0.92 + prng.next() * 0.16;
  const priceCents = localPriceCents(
    format.referencePrice * categoryPriceFactor[brand.category] * variation,
    profile,
  );
  const isPromo = position % 9 === 4;
  const listCents = isPromo
    ? localPriceCents(
        (priceCents / 100 / profile.priceScale) * (1 + prng.pick([10, 15, 20]) / 100),
        profile,
      )
    : priceCents;
  const unitCostCents = Math.round(priceCents / format.units);
  const lang = defaultLanguage(profile);
  return {
    tenant_id: ctx.tenantId,
    sku,
    description: descriptions[lang] ?? '',
    descriptions,
    brand_id: brand.id,
    category_id: categoryId(brand.category),
    submenu: packType[lang],
    size: sizeLabel(format.ml, lang),
    unit: format.units === 1 ? 'unit' : glass ? 'crate' : 'pack',
    bottler_type: localize(ctx.languages, (l) => packType[l]),
    price: toAmount(priceCents),
    price_without_discount: toAmount(Math.max(listCents, priceCents)),
    price_without_tax: toAmount(withoutTaxCents(priceCents, profile.taxRate)),
    unit_cost: toAmount(unitCostCents),
    suggested_sale: toAmount(Math.round((unitCostCents * 1.35) / 10) * 10),
    image_url: productImageUrl(sku),
    icon_banner_url: isPromo ? productImageUrl(sku) : null,
    quantity_limit: position % 13 === 6 ? (quantityLimits[position % 4] ?? 12) : null,
    is_promotion_type: isPromo,
    is_promo: isPromo,
    is_msl: position % 7 === 0,
    alcoholic: brand.category === 'beer',
    combo_id: null,
    family_id: null,
    is_glass_bottle: glass,
    glass_bottles: glass ? format.units : 0,
    glass_bottle_product_sku: format.glassBottleSku ?? null,
    box_product_sku: format.boxSku ?? null,
    is_bottle_box: false,
    tax_rate: profile.taxRate,
    packaging: format.kind,
    active: true,
    position,
  };
}

function packagingProduct(ctx: Context, spec: PackagingSpec, position: number): ProductRow {
  const { profile } = ctx;
  const box = spec.kind === 'bottle_box';
  const descriptions = localize(ctx.languages, (lang) =>
    box
      ? `${packTypes.bottleBox[lang]} ${spec.holds ?? 0} × ${sizeLabel(spec.ml, lang)}`
      : `${packTypes.glassBottle[lang]} ${sizeLabel(spec.ml, lang)}`,
  );
  const priceCents = localPriceCents(spec.referencePrice, profile);
  const lang = defaultLanguage(profile);
  const packType = box ? packTypes.bottleBox : packTypes.glassBottle;
  return {
    tenant_id: ctx.tenantId,
    sku: spec.sku,
    description: descriptions[lang] ?? '',
    descriptions,
    brand_id: packagingBrandId,
    category_id: categoryId('packaging'),
    submenu: packType[lang],
    size: sizeLabel(spec.ml, lang),
    unit: box ? 'crate' : 'unit',
    bottler_type: localize(ctx.languages, (l) => packType[l]),
    price: toAmount(priceCents),
    price_without_discount: toAmount(priceCents),
    price_without_tax: toAmount(withoutTaxCents(priceCents, profile.taxRate)),
    unit_cost: toAmount(priceCents),
    suggested_sale: toAmount(priceCents),
    image_url: productImageUrl(spec.sku),
    icon_banner_url: null,
    quantity_limit: null,
    is_promotion_type: false,
    is_promo: false,
    is_msl: false,
    alcoholic: false,
    combo_id: null,
    family_id: null,
    is_glass_bottle: false,
    glass_bottles: 0,
    glass_bottle_product_sku: null,
    box_product_sku: null,
    is_bottle_box: box,
    tax_rate: profile.taxRate,
    packaging: spec.kind,
    active: true,
    position,
  };
}

function priceTierRows(ctx: Context, products: readonly ProductRow[]): PriceTierRow[] {
  const rows: PriceTierRow[] = [];
  for (const product of products) {
    if (product.sku.endsWith('P') || product.position % 5 > 1) continue;
    const schedule = tierSchedules[product.position % 2] ?? tierSchedules[0];
    const baseCents = Math.round(product.price * 100);
    const units = Math.max(1, product.glass_bottles || unitsOf(product));
    let previous = baseCents;
    for (const tier of schedule) {
      const step = ctx.profile.priceStepCents;
      const cents = Math.min(
        previous - step,
        Math.round(discountedCents(baseCents, tier.discount) / step) * step,
      );
      if (cents <= 0) break;
      previous = cents;
      rows.push({
        tenant_id: ctx.tenantId,
        sku: product.sku,
        minimum_quantity: tier.minimum,
        price: toAmount(cents),
        discount_percentage: tier.discount,
        unit_cost: toAmount(Math.round(cents / units)),
        table_code: `T${pad(tier.minimum, 2)}`,
      });
    }
  }
  return rows;
}

function unitsOf(product: ProductRow): number {
  return Math.max(1, Math.round(product.price / Math.max(0.01, product.unit_cost)));
}

function categoryRows(ctx: Context, products: readonly ProductRow[]): CategoryRow[] {
  const lang = defaultLanguage(ctx.profile);
  return categoryKeys.map((key, i) => {
    const names = localize(ctx.languages, (l) => categoryNames[key][l]);
    return {
      tenant_id: ctx.tenantId,
      id: i + 1,
      name: names[lang] ?? '',
      names,
      image_url: categoryImageUrl(i + 1),
      sku: products.find((p) => p.category_id === i + 1)?.sku ?? null,
      position: i,
    };
  });
}

function brandRows(ctx: Context): BrandRow[] {
  const lang = defaultLanguage(ctx.profile);
  const rows: BrandRow[] = brandSpecs.map((brand) => {
    const names = localize(ctx.languages, (l) => (l === 'ar' ? brand.nameAr : brand.name));
    return {
      tenant_id: ctx.tenantId,
      id: brand.id,
      name: names[lang] ?? brand.name,
      names,
      image_url: brandImageUrl(brand.id),
      color: brand.color,
    };
  });
  const names = localize(ctx.languages, (l) => packagingBrandNames[l]);
  rows.push({
    tenant_id: ctx.tenantId,
    id: packagingBrandId,
    name: names[lang] ?? '',
    names,
    image_url: brandImageUrl(packagingBrandId),
    color: '#5b7f6a',
  });
  return rows;
}

export function localize(
  languages: readonly LanguageCode[],
  text: (language: LanguageCode) => string,
): Localized {
  return Object.fromEntries(languages.map((l) => [l, text(l)]));
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}
