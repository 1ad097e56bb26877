/**
 * One combo of each kind (SPEC §3 Combo; PRODUCT.md: "combos of each kind"):
 * 1 family combo with two families (2 × soft drink 2 L + 1 × water, 10 % off),
 * 2 quantity combo over energy cans with three price ranges (6 / 12 / 24 units),
 * 3 generic combo of canned juices and teas with fixed quantities and two ranges.
 * Seeded for every tenant; the tenant's combo flag decides whether the app shows them.
 */
import type { Catalogue } from './catalogue.ts';
import { categoryId, localize } from './catalogue.ts';
import type {
  ComboFamilyRow,
  ComboPriceRangeRow,
  ComboProductRow,
  ComboRow,
  ProductRow,
} from './rows.ts';
import { defaultLanguage, tenantSeedProfile } from './tenant-profiles.ts';
import { comboImageUrl } from '../../modules/artwork/images.ts';
import { categoryNames, type Words } from '../../modules/artwork/vocabulary.ts';

export interface Combos {
  combos: ComboRow[];
  families: ComboFamilyRow[];
  products: ComboProductRow[];
  priceRanges: ComboPriceRangeRow[];
}

export const familyComboId = 1;
export const quantityComboId = 2;
export const genericComboId = 3;

const texts: Record<'family' | 'quantity' | 'generic', { name: Words; description: Words }> = {
  family: {
    name: {
      pt: 'Combo Churrasco',
      es: 'Combo Parrillada',
      en: 'Barbecue combo',
      th: 'คอมโบปาร์ตี้บาร์บีคิว',
      fr: 'Combo Barbecue',
      ar: 'عرض الشواء',
    },
    description: {
      pt: 'Leve 2 refrigerantes de 2L e 1 água e ganhe 10% de desconto',
      es: 'Lleva 2 gaseosas de 2L y 1 agua y obtén 10% de descuento',
      en: 'Take 2 soft drinks 2L and 1 water and get 10% off',
      th: 'ซื้อน้ำอัดลม 2 ลิตร 2 ขวด และน้ำดื่ม 1 ขวด รับส่วนลด 10%',
      fr: 'Prenez 2 boissons gazeuses 2 L et 1 eau et profitez de 10 % de remise',
      ar: 'خذ مشروبين غازيين 2 لتر وماء واحد واحصل على خصم 10%',
    },
  },
  quantity: {
    name: {
      pt: 'Combo Energia',
      es: 'Combo Energía',
      en: 'Energy combo',
      th: 'คอมโบพลังงาน',
      fr: 'Combo Énergie',
      ar: 'عرض الطاقة',
    },
    description: {
      pt: 'Quanto mais latas, maior o desconto',
      es: 'Cuantas más latas, mayor el descuento',
      en: 'The more cans, the bigger the discount',
      th: 'ยิ่งซื้อมาก ยิ่งลดมาก',
      fr: 'Plus de canettes, plus de remise',
      ar: 'كلما زادت العلب زاد الخصم',
    },
  },
  generic: {
    name: {
      pt: 'Kit Lanchonete',
      es: 'Kit Fuente de Soda',
      en: 'Snack bar kit',
      th: 'ชุดร้านอาหารว่าง',
      fr: 'Kit Snack',
      ar: 'باقة المقهى',
    },
    description: {
      pt: 'Sucos e chás em lata para o seu balcão',
      es: 'Jugos y tés en lata para tu mostrador',
      en: 'Canned juices and teas for your counter',
      th: 'น้ำผลไม้และชากระป๋องสำหรับหน้าร้าน',
      fr: 'Jus et thés en canette pour votre comptoir',
      ar: 'عصائر وشاي معلب لمتجرك',
    },
  },
};

const softDrinks2l: Words = {
  pt: 'Refrigerantes 2L',
  es: 'Gaseosas 2L',
  en: 'Soft drinks 2L',
  th: 'น้ำอัดลม 2 ลิตร',
  fr: 'Boissons gazeuses 2 L',
  ar: 'مشروبات غازية 2 لتر',
};

/** Up to 4 skus of a combo for its image, taken in turn from each family so every family shows. */
export function imageSkus(members: readonly ComboProductRow[], comboId: number): string[] {
  const families = new Map<number, string[]>();
  for (const m of members.filter((row) => row.combo_id === comboId)) {
    const family = families.get(m.family_id ?? 0) ?? [];
    if (!family.includes(m.sku)) family.push(m.sku);
    families.set(m.family_id ?? 0, family);
  }
  const lists = [...families.values()];
  const skus: string[] = [];
  for (let i = 0; skus.length < 4 && lists.some((list) => i < list.length); i++) {
    for (const list of lists) if (i < list.length && skus.length < 4) skus.push(list[i]!);
  }
  return skus;
}

export function generateCombos(tenantId: number, catalogue: Catalogue): Combos {
  const profile = tenantSeedProfile(tenantId);
  const langs = profile.languages;
  const lang = defaultLanguage(profile);
  const combo = (id: number, kind: ComboRow['kind'], discount: number | null): ComboRow => {
    const names = localize(langs, (l) => texts[kind].name[l]);
    const descriptions = localize(langs, (l) => texts[kind].description[l]);
    return {
      tenant_id: tenantId,
      id,
      kind,
      name: names[lang] ?? '',
      names,
      description: descriptions[lang] ?? '',
      descriptions,
      // Drawn from the combo's own products (the members are listed before the combos).
      image: comboImageUrl(imageSkus(members, id)),
      discount_percentage: discount,
      active: true,
    };
  };
  const family = (familyId: number, words: Words, minimum: number): ComboFamilyRow => {
    const names = localize(langs, (l) => words[l]);
    return {
      tenant_id: tenantId,
      combo_id: familyComboId,
      family_id: familyId,
      name: names[lang] ?? '',
      names,
      minimum,
    };
  };
  const of = (category: Parameters<typeof categoryId>[0], codes: readonly string[]): ProductRow[] =>
    catalogue.products.filter(
      (p) =>
        p.category_id === categoryId(category) &&
        codes.includes(p.sku.slice(4, 6)) &&
        p.quantity_limit === null,
    );
  const member = (
    comboId: number,
    p: ProductRow,
    familyId: number | null,
    quantity = 1,
  ): ComboProductRow => ({
    tenant_id: tenantId,
    combo_id: comboId,
    sku: p.sku,
    family_id: familyId,
    quantity,
  });
  const range = (comboId: number, minimum: number, discount: number): ComboPriceRangeRow => ({
    tenant_id: tenantId,
    combo_id: comboId,
    minimum_quantity: minimum,
    price: null,
    discount_percentage: discount,
  });

  const members: ComboProductRow[] = [
    ...of('soft', ['09']).map((p) => member(familyComboId, p, 1)),
    ...of('water', ['05']).map((p) => member(familyComboId, p, 2)),
    ...of('energy', ['03', '04']).map((p) => member(quantityComboId, p, null)),
    ...[...of('juice', ['01']), ...of('tea', ['01'])]
      .slice(0, 5)
      .map((p) => member(genericComboId, p, null, 6)),
  ];

  return {
    combos: [
      combo(familyComboId, 'family', 10),
      combo(quantityComboId, 'quantity', null),
      combo(genericComboId, 'generic', 5),
    ],
    families: [family(1, softDrinks2l, 2), family(2, categoryNames.water, 1)],
    products: members,
    priceRanges: [
      range(quantityComboId, 6, 5),
      range(quantityComboId, 12, 8),
      range(quantityComboId, 24, 12),
      range(genericComboId, 1, 5),
      range(genericComboId, 3, 8),
    ],
  };
}
