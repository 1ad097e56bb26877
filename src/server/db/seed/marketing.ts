/**
 * Home-page and marketing content of a tenant: carousel banners, the featured banner, promotion
 * images, feature announcements and the ecommerce menu map. Texts are plain text (rendered as
 * text, SECURITY T9); links are same-origin paths.
 */
import { localize } from './catalogue.ts';
import { bannerImageUrl, productImageUrl } from '../../modules/artwork/images.ts';
import type {
  BannerRow,
  EcommerceConfigRow,
  FeatureAnnouncementRow,
  FeaturedBannerRow,
  PromotionImageRow,
} from './rows.ts';
import { defaultLanguage, tenantSeedProfile } from './tenant-profiles.ts';
import type { Words } from '../../modules/artwork/vocabulary.ts';

export interface Marketing {
  banners: BannerRow[];
  featuredBanners: FeaturedBannerRow[];
  promotionImages: PromotionImageRow[];
  ecommerceConfig: EcommerceConfigRow;
  featureAnnouncements: FeatureAnnouncementRow[];
}

const bannerTexts: readonly { name: string; redirect: string; alt: Words }[] = [
  {
    name: 'summer-deals',
    redirect: '/promotions',
    alt: {
      pt: 'Ofertas de verão em refrigerantes',
      es: 'Ofertas de verano en gaseosas',
      en: 'Summer deals on soft drinks',
      th: 'โปรหน้าร้อน น้ำอัดลมราคาพิเศษ',
      fr: 'Promos d’été sur les boissons gazeuses',
      ar: 'عروض الصيف على المشروبات الغازية',
    },
  },
  {
    name: 'returnable-glass',
    redirect: '/category/brands/1',
    alt: {
      pt: 'Vidro retornável: melhor preço por litro',
      es: 'Vidrio retornable: mejor precio por litro',
      en: 'Returnable glass: a better price per litre',
      th: 'ขวดแก้วคืนขวด คุ้มกว่าต่อลิตร',
      fr: 'Verre consigné : meilleur prix au litre',
      ar: 'الزجاج المرتجع: سعر أفضل لكل لتر',
    },
  },
  {
    name: 'combos',
    redirect: '/combos',
    alt: {
      pt: 'Monte seu combo e economize',
      es: 'Arma tu combo y ahorra',
      en: 'Build your combo and save',
      th: 'จัดคอมโบของคุณแล้วประหยัดกว่า',
      fr: 'Composez votre combo et économisez',
      ar: 'كوّن عرضك المجمّع ووفّر',
    },
  },
];

const featured = {
  description: {
    pt: 'Novo Fizzola Zero Açúcar: o mesmo sabor, sem açúcar. Garanta já no seu estoque.',
    es: 'Nueva Fizzola Sin Azúcar: el mismo sabor, sin azúcar. Asegúrala en tu inventario.',
    en: 'New Fizzola Zero Sugar: the same taste, no sugar. Stock up today.',
    th: 'ใหม่! Fizzola ไม่มีน้ำตาล รสชาติเดิม ไม่มีน้ำตาล สั่งเข้าร้านได้แล้ววันนี้',
    fr: 'Nouveau Fizzola Zéro Sucre : le même goût, sans sucre. Faites le plein dès aujourd’hui.',
    ar: 'جديد فيزولا بدون سكر: نفس الطعم بدون سكر. اطلبه لمتجرك اليوم.',
  },
  button: {
    pt: 'Ver produtos',
    es: 'Ver productos',
    en: 'See products',
    th: 'ดูสินค้า',
    fr: 'Voir les produits',
    ar: 'عرض المنتجات',
  },
} satisfies Record<string, Words>;

const promotionAlt: Words = {
  pt: 'Promoção da semana',
  es: 'Promoción de la semana',
  en: 'Deal of the week',
  th: 'โปรโมชั่นประจำสัปดาห์',
  fr: 'Promo de la semaine',
  ar: 'عرض الأسبوع',
};

const announcements: readonly {
  id: string;
  category: string;
  routeUrl: string;
  texts: Record<
    keyof Words,
    { calloutText: string; altTextImage: string; msgTitle: string; msgText: string }
  >;
}[] = [
  {
    id: 'favorites-2026',
    category: 'newFeature',
    routeUrl: '/favorites',
    texts: {
      pt: {
        calloutText: 'Novidade',
        altTextImage: 'Coração sobre uma lata',
        msgTitle: 'Seus favoritos em um toque',
        msgText: 'Marque os produtos que você mais compra e repita o pedido com um só botão.',
      },
      es: {
        calloutText: 'Novedad',
        altTextImage: 'Corazón sobre una lata',
        msgTitle: 'Tus favoritos a un toque',
        msgText: 'Marca los productos que más compras y repite el pedido con un solo botón.',
      },
      en: {
        calloutText: 'New',
        altTextImage: 'A heart on a can',
        msgTitle: 'Your favourites, one tap away',
        msgText: 'Mark the products you buy most and reorder them all with one button.',
      },
      th: {
        calloutText: 'ใหม่',
        altTextImage: 'รูปหัวใจบนกระป๋อง',
        msgTitle: 'สินค้าโปรดในแตะเดียว',
        msgText: 'กดหัวใจสินค้าที่คุณสั่งบ่อย แล้วสั่งซ้ำได้ด้วยปุ่มเดียว',
      },
      fr: {
        calloutText: 'Nouveau',
        altTextImage: 'Un cœur sur une canette',
        msgTitle: 'Vos favoris en un geste',
        msgText:
          'Marquez les produits que vous achetez le plus et recommandez-les d’un seul bouton.',
      },
      ar: {
        calloutText: 'جديد',
        altTextImage: 'قلب على علبة',
        msgTitle: 'مفضلاتك بلمسة واحدة',
        msgText: 'ضع علامة على المنتجات التي تشتريها كثيرًا وأعد طلبها بزر واحد.',
      },
    },
  },
];

const menuMap: Record<string, boolean> = {
  home: true,
  category: true,
  products: true,
  promotions: true,
  promotionslist: true,
  suggested: true,
  favorites: true,
  combos: true,
  orderTracking: true,
  bingo: true,
  marketing: true,
  notifications: true,
  finance: true,
};

export function generateMarketing(tenantId: number, now: Date): Marketing {
  const profile = tenantSeedProfile(tenantId);
  const langs = profile.languages;
  const lang = defaultLanguage(profile);
  const banners = bannerTexts.map((b, i): BannerRow => {
    const altTexts = localize(langs, (l) => b.alt[l]);
    return {
      tenant_id: tenantId,
      id: i + 1,
      idx: i,
      src: bannerImageUrl(`${b.name}-mobile`),
      src_desktop: bannerImageUrl(`${b.name}-desktop`),
      alt_text: altTexts[lang] ?? '',
      alt_texts: altTexts,
      redirect: b.redirect,
      active: true,
    };
  });
  const descriptions = localize(langs, (l) => featured.description[l]);
  const buttonTitles = localize(langs, (l) => featured.button[l]);
  const promoAlts = localize(langs, (l) => promotionAlt[l]);
  return {
    banners,
    featuredBanners: [
      {
        tenant_id: tenantId,
        id: 1,
        description: descriptions[lang] ?? '',
        descriptions,
        button_url: '/category/brands/products/1/1',
        button_title: buttonTitles[lang] ?? '',
        button_titles: buttonTitles,
        image: productImageUrl('101201'),
        active: true,
      },
    ],
    promotionImages: [1, 2, 3].map((n) => ({
      tenant_id: tenantId,
      id: n,
      idx: n - 1,
      url: `/api/img/promo/week-${n}.svg`,
      alt_text: `${promoAlts[lang] ?? ''} ${n}`,
      alt_texts: localize(langs, (l) => `${promotionAlt[l]} ${n}`),
      active: true,
    })),
    ecommerceConfig: { tenant_id: tenantId, menu: { ...menuMap } },
    featureAnnouncements: announcements.map((a) => {
      const text = a.texts[lang];
      return {
        tenant_id: tenantId,
        id: a.id,
        category: a.category,
        callout_text: text.calloutText,
        media_type: 'image',
        media_url: `/api/img/feature/${a.id}.svg`,
        alt_text_image: text.altTextImage,
        msg_title: text.msgTitle,
        msg_text: text.msgText,
        route_url: a.routeUrl,
        translations: Object.fromEntries(langs.map((l) => [l, a.texts[l]])),
        active: true,
        created_at: new Date(now.getTime() - 3 * 86_400_000),
      };
    }),
  };
}
