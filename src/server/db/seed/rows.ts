/**
 * Plain row objects, one interface per table of migration 002. Keys are the column names, so the
 * inserter can write any of them without a mapping. Money is a decimal number, calendar dates
 * are 'YYYY-MM-DD' strings, timestamps are Dates, jsonb columns hold plain objects or arrays.
 */

export type Localized = Partial<Record<string, string>>;

export interface CategoryRow {
  tenant_id: number;
  id: number;
  name: string;
  names: Localized;
  image_url: string;
  sku: string | null;
  position: number;
}

export interface BrandRow {
  tenant_id: number;
  id: number;
  name: string;
  names: Localized;
  image_url: string;
  color: string;
}

export type Packaging = 'can' | 'pet' | 'glass' | 'glass_bottle' | 'bottle_box';

export interface ProductRow {
  tenant_id: number;
  sku: string;
  description: string;
  descriptions: Localized;
  brand_id: number;
  category_id: number;
  submenu: string | null;
  size: string | null;
  unit: string | null;
  bottler_type: Localized;
  price: number;
  price_without_discount: number;
  price_without_tax: number;
  unit_cost: number;
  suggested_sale: number;
  image_url: string;
  icon_banner_url: string | null;
  quantity_limit: number | null;
  is_promotion_type: boolean;
  is_promo: boolean;
  is_msl: boolean;
  alcoholic: boolean;
  combo_id: number | null;
  family_id: number | null;
  is_glass_bottle: boolean;
  glass_bottles: number;
  glass_bottle_product_sku: string | null;
  box_product_sku: string | null;
  is_bottle_box: boolean;
  tax_rate: number;
  packaging: Packaging;
  active: boolean;
  position: number;
}

export interface PriceTierRow {
  tenant_id: number;
  sku: string;
  minimum_quantity: number;
  price: number;
  discount_percentage: number;
  unit_cost: number;
  table_code: string;
}

export interface ClientRow {
  tenant_id: number;
  external_id: string;
  document_id: string;
  name: string;
  address: string | null;
  minimum_order: number;
  payment_limit: number;
  is_order_option_active: boolean;
  is_finish_order_over_limit_authorized: boolean;
  language: string;
  password_hash: string | null;
  payment_method: string;
  glass_bottles_accepted: boolean;
}

export interface BannerRow {
  tenant_id: number;
  id: number;
  idx: number;
  src: string;
  src_desktop: string;
  alt_text: string;
  alt_texts: Localized;
  redirect: string | null;
  active: boolean;
}

export interface FeaturedBannerRow {
  tenant_id: number;
  id: number;
  description: string;
  descriptions: Localized;
  button_url: string;
  button_title: string;
  button_titles: Localized;
  image: string;
  active: boolean;
}

export interface PromotionImageRow {
  tenant_id: number;
  id: number;
  idx: number;
  url: string;
  alt_text: string;
  alt_texts: Localized;
  active: boolean;
}

export type ComboKind = 'family' | 'quantity' | 'generic';

export interface ComboRow {
  tenant_id: number;
  id: number;
  kind: ComboKind;
  name: string;
  names: Localized;
  description: string;
  descriptions: Localized;
  image: string;
  discount_percentage: number | null;
  active: boolean;
}

export interface ComboFamilyRow {
  tenant_id: number;
  combo_id: number;
  family_id: number;
  name: string;
  names: Localized;
  minimum: number;
}

export interface ComboProductRow {
  tenant_id: number;
  combo_id: number;
  sku: string;
  family_id: number | null;
  quantity: number;
}

export interface ComboPriceRangeRow {
  tenant_id: number;
  combo_id: number;
  minimum_quantity: number;
  price: number | null;
  discount_percentage: number | null;
}

export interface EcommerceConfigRow {
  tenant_id: number;
  menu: Record<string, boolean>;
}

export interface FeatureAnnouncementRow {
  tenant_id: number;
  id: string;
  category: string;
  callout_text: string;
  media_type: 'image' | 'video';
  media_url: string;
  alt_text_image: string;
  msg_title: string;
  msg_text: string;
  route_url: string;
  translations: Partial<
    Record<string, { calloutText: string; altTextImage: string; msgTitle: string; msgText: string }>
  >;
  active: boolean;
  created_at: Date;
}

export interface ClientFeatureSeenRow {
  tenant_id: number;
  client_id: string;
  feature_id: string;
  seen_at: Date;
}

export interface FavoriteRow {
  tenant_id: number;
  client_id: string;
  sku: string;
  created_at: Date;
}

export interface SuggestedProductRow {
  tenant_id: number;
  client_id: string;
  sku: string;
  rank: number;
}

export interface RecurrentScheduleRow {
  tenant_id: number;
  id: number;
  client_id: string;
  period_days: 15 | 30 | 45 | 60;
  start_date: string;
  next_date: string;
  products: { sku: string; quantity: number }[];
  active: boolean;
  created_at: Date;
}

export interface OrderNumberSequenceRow {
  tenant_id: number;
  next_value: number;
}

export const orderStatuses = [
  'CANCELLED',
  'REGISTERED',
  'ROUTED',
  'BLOCKED',
  'PREPARING',
  'DELIVERED',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export type OrderChannel = 11 | 12 | 40;

export interface OrderRow {
  tenant_id: number;
  order_number: string;
  client_id: string;
  channel: OrderChannel;
  status: OrderStatus;
  created_at: Date;
  expected_delivery_date: string;
  scheduled_delivery_date: string | null;
  order_type: '' | 'scheduledOrder' | 'recurrentOrder';
  recurrent_schedule_id: number | null;
  total: number;
  total_without_tax: number;
  price_without_discount: number;
  discount: number;
  promo_discount: number;
  vat: number;
  require_nps_on_bot: boolean;
  payment_mode: string | null;
  user_flow: Record<string, string>;
}

export interface OrderLineRow {
  tenant_id: number;
  order_number: string;
  line_no: number;
  sku: string;
  description: string;
  quantity: number;
  unit_price: number;
  line_total: number;
  combo_id: number | null;
  family_id: number | null;
  is_packaging: boolean;
}

export interface OrderStatusEventRow {
  tenant_id: number;
  order_number: string;
  seq: number;
  status: OrderStatus;
  at: Date;
}

export interface InvoiceRow {
  tenant_id: number;
  document_number: string;
  client_id: string;
  order_number: string;
  due_date: string;
  value: number;
  payment_expired: boolean;
  bar_code: string;
  paid: boolean;
  created_at: Date;
}

export interface BingoCardRow {
  tenant_id: number;
  year: number;
  month: number;
  products: { sku: string; description: string; descriptions: Localized; imgURL: string }[];
  prize_products: { sku: string; qty: number; description: string; descriptions: Localized }[];
  img_prize_url: string;
  img_check_url: string;
}

export interface BingoHistoryRow {
  tenant_id: number;
  client_id: string;
  period: string;
  prize_products: { sku: string; qty: number; description: string; descriptions: Localized }[];
  status: 'complete' | 'incomplete';
}

export interface OptInRow {
  tenant_id: number;
  client_id: string;
  is_notification_enable: boolean;
  updated_at: Date;
}

export interface NpsAnswerRow {
  tenant_id: number;
  client_id: string;
  order_number: string | null;
  score: number;
  feedback: string | null;
  created_at: Date;
}
