/**
 * Catalogue words in the six app languages. Brands are fictional; Arabic gets transliterated
 * brand names, other languages keep the Latin ones.
 */
import type { LanguageCode } from '../../../domain/types.ts';

export type Words = Record<LanguageCode, string>;

export const categoryKeys = [
  'soft',
  'water',
  'juice',
  'energy',
  'tea',
  'sports',
  'beer',
  'packaging',
] as const;
export type CategoryKey = (typeof categoryKeys)[number];

export const categoryNames: Record<CategoryKey, Words> = {
  soft: {
    pt: 'Refrigerantes',
    es: 'Gaseosas',
    en: 'Soft drinks',
    th: 'น้ำอัดลม',
    fr: 'Boissons gazeuses',
    ar: 'مشروبات غازية',
  },
  water: { pt: 'Águas', es: 'Aguas', en: 'Water', th: 'น้ำดื่ม', fr: 'Eaux', ar: 'مياه' },
  juice: { pt: 'Sucos', es: 'Jugos', en: 'Juices', th: 'น้ำผลไม้', fr: 'Jus', ar: 'عصائر' },
  energy: {
    pt: 'Energéticos',
    es: 'Energizantes',
    en: 'Energy drinks',
    th: 'เครื่องดื่มชูกำลัง',
    fr: 'Boissons énergisantes',
    ar: 'مشروبات الطاقة',
  },
  tea: {
    pt: 'Chás gelados',
    es: 'Tés helados',
    en: 'Iced tea',
    th: 'ชาพร้อมดื่ม',
    fr: 'Thés glacés',
    ar: 'شاي مثلج',
  },
  sports: {
    pt: 'Isotônicos',
    es: 'Isotónicas',
    en: 'Sports drinks',
    th: 'เครื่องดื่มเกลือแร่',
    fr: 'Boissons isotoniques',
    ar: 'مشروبات رياضية',
  },
  beer: { pt: 'Cervejas', es: 'Cervezas', en: 'Beer', th: 'เบียร์', fr: 'Bières', ar: 'جعة' },
  packaging: {
    pt: 'Vasilhames retornáveis',
    es: 'Envases retornables',
    en: 'Returnable packaging',
    th: 'บรรจุภัณฑ์คืนขวด',
    fr: 'Emballages consignés',
    ar: 'عبوات مرتجعة',
  },
};

/** The noun that opens a product description, per category. */
export const productNouns: Record<Exclude<CategoryKey, 'packaging'>, Words> = {
  soft: {
    pt: 'Refrigerante',
    es: 'Gaseosa',
    en: 'Soft drink',
    th: 'น้ำอัดลม',
    fr: 'Boisson gazeuse',
    ar: 'مشروب غازي',
  },
  water: {
    pt: 'Água mineral',
    es: 'Agua mineral',
    en: 'Mineral water',
    th: 'น้ำแร่',
    fr: 'Eau minérale',
    ar: 'مياه معدنية',
  },
  juice: { pt: 'Suco', es: 'Jugo', en: 'Juice', th: 'น้ำผลไม้', fr: 'Jus', ar: 'عصير' },
  energy: {
    pt: 'Energético',
    es: 'Bebida energizante',
    en: 'Energy drink',
    th: 'เครื่องดื่มชูกำลัง',
    fr: 'Boisson énergisante',
    ar: 'مشروب طاقة',
  },
  tea: {
    pt: 'Chá gelado',
    es: 'Té helado',
    en: 'Iced tea',
    th: 'ชาพร้อมดื่ม',
    fr: 'Thé glacé',
    ar: 'شاي مثلج',
  },
  sports: {
    pt: 'Isotônico',
    es: 'Bebida isotónica',
    en: 'Sports drink',
    th: 'เครื่องดื่มเกลือแร่',
    fr: 'Boisson isotonique',
    ar: 'مشروب رياضي',
  },
  beer: { pt: 'Cerveja', es: 'Cerveza', en: 'Beer', th: 'เบียร์', fr: 'Bière', ar: 'جعة' },
};

export const flavours = {
  cola: { pt: 'Cola', es: 'Cola', en: 'Cola', th: 'โคล่า', fr: 'Cola', ar: 'كولا' },
  colaZero: {
    pt: 'Cola Zero Açúcar',
    es: 'Cola Sin Azúcar',
    en: 'Cola Zero Sugar',
    th: 'โคล่า ไม่มีน้ำตาล',
    fr: 'Cola Zéro Sucre',
    ar: 'كولا بدون سكر',
  },
  orange: { pt: 'Laranja', es: 'Naranja', en: 'Orange', th: 'ส้ม', fr: 'Orange', ar: 'برتقال' },
  lemon: { pt: 'Limão', es: 'Limón', en: 'Lemon', th: 'มะนาว', fr: 'Citron', ar: 'ليمون' },
  guarana: {
    pt: 'Guaraná',
    es: 'Guaraná',
    en: 'Guarana',
    th: 'กัวรานา',
    fr: 'Guarana',
    ar: 'غوارانا',
  },
  grape: { pt: 'Uva', es: 'Uva', en: 'Grape', th: 'องุ่น', fr: 'Raisin', ar: 'عنب' },
  ginger: {
    pt: 'Gengibre',
    es: 'Jengibre',
    en: 'Ginger ale',
    th: 'ขิง',
    fr: 'Gingembre',
    ar: 'زنجبيل',
  },
  tonic: {
    pt: 'Água Tônica',
    es: 'Agua Tónica',
    en: 'Tonic water',
    th: 'โทนิค',
    fr: 'Tonic',
    ar: 'ماء منشط',
  },
  still: { pt: 'Sem gás', es: 'Sin gas', en: 'Still', th: 'ธรรมดา', fr: 'Plate', ar: 'بدون غاز' },
  sparkling: {
    pt: 'Com gás',
    es: 'Con gas',
    en: 'Sparkling',
    th: 'อัดก๊าซ',
    fr: 'Gazeuse',
    ar: 'فوارة',
  },
  apple: { pt: 'Maçã', es: 'Manzana', en: 'Apple', th: 'แอปเปิล', fr: 'Pomme', ar: 'تفاح' },
  mango: { pt: 'Manga', es: 'Mango', en: 'Mango', th: 'มะม่วง', fr: 'Mangue', ar: 'مانجو' },
  peach: { pt: 'Pêssego', es: 'Durazno', en: 'Peach', th: 'พีช', fr: 'Pêche', ar: 'خوخ' },
  passion: {
    pt: 'Maracujá',
    es: 'Maracuyá',
    en: 'Passion fruit',
    th: 'เสาวรส',
    fr: 'Fruit de la passion',
    ar: 'فاكهة العاطفة',
  },
  original: {
    pt: 'Original',
    es: 'Original',
    en: 'Original',
    th: 'ออริจินัล',
    fr: 'Original',
    ar: 'أصلي',
  },
  tropical: {
    pt: 'Tropical',
    es: 'Tropical',
    en: 'Tropical',
    th: 'ทรอปิคอล',
    fr: 'Tropical',
    ar: 'استوائي',
  },
  citrus: { pt: 'Cítrico', es: 'Cítrico', en: 'Citrus', th: 'ซิตรัส', fr: 'Agrumes', ar: 'حمضيات' },
  lager: { pt: 'Lager', es: 'Lager', en: 'Lager', th: 'ลาเกอร์', fr: 'Blonde', ar: 'لاغر' },
  dark: { pt: 'Escura', es: 'Negra', en: 'Dark', th: 'ดาร์ก', fr: 'Brune', ar: 'داكنة' },
  pilsen: { pt: 'Pilsen', es: 'Pilsen', en: 'Pilsner', th: 'พิลเซนเนอร์', fr: 'Pils', ar: 'بيلسنر' },
} satisfies Record<string, Words>;
export type FlavourKey = keyof typeof flavours;

export interface BrandSpec {
  id: number;
  name: string;
  nameAr: string;
  category: Exclude<CategoryKey, 'packaging'>;
  color: string;
  flavours: readonly FlavourKey[];
}

export const brandSpecs: readonly BrandSpec[] = [
  {
    id: 1,
    name: 'Fizzola',
    nameAr: 'فيزولا',
    category: 'soft',
    color: '#c8102e',
    flavours: ['cola', 'colaZero'],
  },
  {
    id: 2,
    name: 'Naranjaz',
    nameAr: 'نارانجاز',
    category: 'soft',
    color: '#f28c00',
    flavours: ['orange'],
  },
  {
    id: 3,
    name: 'Limonix',
    nameAr: 'ليمونيكس',
    category: 'soft',
    color: '#7ac143',
    flavours: ['lemon'],
  },
  {
    id: 4,
    name: 'Guaraboa',
    nameAr: 'غوارابوا',
    category: 'soft',
    color: '#0a8a3a',
    flavours: ['guarana'],
  },
  {
    id: 5,
    name: 'Uvita',
    nameAr: 'أوفيتا',
    category: 'soft',
    color: '#6b2c91',
    flavours: ['grape'],
  },
  {
    id: 6,
    name: 'Bravia',
    nameAr: 'برافيا',
    category: 'soft',
    color: '#3a6ea5',
    flavours: ['tonic', 'ginger'],
  },
  {
    id: 7,
    name: 'Fonte Clara',
    nameAr: 'فونتي كلارا',
    category: 'water',
    color: '#2aa7df',
    flavours: ['still', 'sparkling'],
  },
  {
    id: 8,
    name: 'Aquazul',
    nameAr: 'أكوازول',
    category: 'water',
    color: '#0057b8',
    flavours: ['still', 'sparkling'],
  },
  {
    id: 9,
    name: 'Frutaleza',
    nameAr: 'فروتاليزا',
    category: 'juice',
    color: '#ffb300',
    flavours: ['orange', 'apple', 'mango'],
  },
  {
    id: 10,
    name: 'Valle Dorado',
    nameAr: 'فالي دورادو',
    category: 'juice',
    color: '#e86f00',
    flavours: ['peach', 'passion', 'grape'],
  },
  {
    id: 11,
    name: 'Voltaje',
    nameAr: 'فولتاخي',
    category: 'energy',
    color: '#222222',
    flavours: ['original', 'tropical'],
  },
  {
    id: 12,
    name: 'Rayo Verde',
    nameAr: 'رايو فيردي',
    category: 'energy',
    color: '#2bb34b',
    flavours: ['original', 'citrus'],
  },
  {
    id: 13,
    name: 'Tealeaf',
    nameAr: 'تيليف',
    category: 'tea',
    color: '#8d6e63',
    flavours: ['lemon', 'peach'],
  },
  {
    id: 14,
    name: 'Serenitea',
    nameAr: 'سيرينيتي',
    category: 'tea',
    color: '#4caf50',
    flavours: ['lemon', 'peach'],
  },
  {
    id: 15,
    name: 'Hidrafit',
    nameAr: 'هيدرافيت',
    category: 'sports',
    color: '#00a3e0',
    flavours: ['citrus', 'tropical', 'grape'],
  },
  {
    id: 16,
    name: 'Altiplano',
    nameAr: 'ألتيبلانو',
    category: 'beer',
    color: '#d4a017',
    flavours: ['lager', 'dark'],
  },
  {
    id: 17,
    name: 'Puerto Viejo',
    nameAr: 'بويرتو فييخو',
    category: 'beer',
    color: '#1b3a5c',
    flavours: ['lager', 'pilsen'],
  },
  {
    id: 18,
    name: 'Citrella',
    nameAr: 'سيتريلا',
    category: 'soft',
    color: '#e6c200',
    flavours: ['lemon', 'citrus'],
  },
];

export const packTypes = {
  can: { pt: 'Lata', es: 'Lata', en: 'Can', th: 'กระป๋อง', fr: 'Canette', ar: 'علبة' },
  pet: {
    pt: 'Garrafa PET',
    es: 'Botella PET',
    en: 'PET bottle',
    th: 'ขวด PET',
    fr: 'Bouteille PET',
    ar: 'زجاجة بلاستيك',
  },
  glass: {
    pt: 'Vidro retornável',
    es: 'Vidrio retornable',
    en: 'Returnable glass',
    th: 'ขวดแก้วคืนขวด',
    fr: 'Verre consigné',
    ar: 'زجاج مرتجع',
  },
  glassBottle: {
    pt: 'Garrafa de vidro retornável (vasilhame)',
    es: 'Envase de vidrio retornable',
    en: 'Returnable glass bottle',
    th: 'ขวดแก้วเปล่าคืนขวด',
    fr: 'Bouteille en verre consignée',
    ar: 'زجاجة فارغة مرتجعة',
  },
  bottleBox: {
    pt: 'Engradado plástico retornável',
    es: 'Jaba plástica retornable',
    en: 'Returnable plastic crate',
    th: 'ลังพลาสติกคืนได้',
    fr: 'Casier plastique consigné',
    ar: 'صندوق بلاستيكي مرتجع',
  },
} satisfies Record<string, Words>;

const multiPack: Words = {
  pt: 'Pack {n} un',
  es: 'Pack {n} u',
  en: '{n}-pack',
  th: 'แพ็ค {n}',
  fr: 'Pack de {n}',
  ar: 'عبوة {n}',
};
const crate: Words = {
  pt: 'Engradado {n} un',
  es: 'Caja {n} u',
  en: 'Crate of {n}',
  th: 'ลัง {n} ขวด',
  fr: 'Casier de {n}',
  ar: 'صندوق {n}',
};

export function packOf(units: number, glass: boolean, language: LanguageCode): string {
  return (glass ? crate : multiPack)[language].replace('{n}', String(units));
}

/**
 * A size as shops read it: number, a no-break space (never "350ml", never split over two lines),
 * unit; the decimal separator of the language (issue 14, item 10).
 */
export function sizeLabel(ml: number, language: LanguageCode): string {
  const litres = ml >= 1000;
  const value = litres
    ? String(ml / 1000).replace('.', language === 'en' || language === 'th' ? '.' : ',')
    : String(ml);
  const nbsp = '\u00a0';
  if (language === 'th') return `${value}${nbsp}${litres ? 'ลิตร' : 'มล.'}`;
  if (language === 'ar') return `${value}${nbsp}${litres ? 'لتر' : 'مل'}`;
  return `${value}${nbsp}${litres ? 'L' : 'ml'}`;
}
