/** The banners and featured_banners tables (migrations 002, 061) as the console reads and writes them. */
import type { Queryable } from '../../db/types.ts';

type Texts = Record<string, string>;

export interface AdminBannerRow {
  id: number;
  idx: number;
  src: string;
  src_desktop: string | null;
  alt_text: string;
  alt_texts: Texts;
  redirect: string | null;
  starts_at: Date | null;
  ends_at: Date | null;
  active: boolean;
}

export interface AdminFeaturedBannerRow {
  id: number;
  description: string;
  descriptions: Texts;
  button_url: string | null;
  button_title: string | null;
  button_titles: Texts;
  image: string | null;
  starts_at: Date | null;
  ends_at: Date | null;
  active: boolean;
}

const BANNER_COLUMNS =
  'id, idx, src, src_desktop, alt_text, alt_texts, redirect, starts_at, ends_at, active';

export function selectAdminBanners(q: Queryable, tenantId: number): Promise<AdminBannerRow[]> {
  return q.query<AdminBannerRow>(
    `select ${BANNER_COLUMNS} from banners where tenant_id = $1 order by idx, id`,
    [tenantId],
  );
}

export function selectAdminFeaturedBanners(
  q: Queryable,
  tenantId: number,
): Promise<AdminFeaturedBannerRow[]> {
  return q.query<AdminFeaturedBannerRow>(
    `select id, description, descriptions, button_url, button_title, button_titles, image,
            starts_at, ends_at, active
       from featured_banners where tenant_id = $1 order by id`,
    [tenantId],
  );
}

export async function findAdminBanner(
  q: Queryable,
  tenantId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<AdminBannerRow | undefined> {
  const rows = await q.query<AdminBannerRow>(
    `select ${BANNER_COLUMNS} from banners where tenant_id = $1 and id = $2
     ${options.lock ? 'for update' : ''}`,
    [tenantId, id],
  );
  return rows[0];
}

/** A banner's columns as the service writes them. */
export interface BannerWrite {
  idx: number;
  src: string;
  srcDesktop: string | null;
  altText: string;
  altTexts: Texts;
  redirect: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  active: boolean;
}

const values = (b: BannerWrite) => [
  b.idx,
  b.src,
  b.srcDesktop,
  b.altText,
  JSON.stringify(b.altTexts),
  b.redirect,
  b.startsAt,
  b.endsAt,
  b.active,
];

export async function insertBanner(
  q: Queryable,
  tenantId: number,
  banner: BannerWrite,
): Promise<AdminBannerRow> {
  const rows = await q.query<AdminBannerRow>(
    `insert into banners
       (tenant_id, idx, src, src_desktop, alt_text, alt_texts, redirect, starts_at, ends_at, active)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10)
     returning ${BANNER_COLUMNS}`,
    [tenantId, ...values(banner)],
  );
  const row = rows[0];
  if (!row) throw new Error('insert returned no banner');
  return row;
}

export async function updateBanner(
  q: Queryable,
  tenantId: number,
  id: number,
  banner: BannerWrite,
): Promise<AdminBannerRow | undefined> {
  const rows = await q.query<AdminBannerRow>(
    `update banners set idx = $3, src = $4, src_desktop = $5, alt_text = $6, alt_texts = $7::jsonb,
            redirect = $8, starts_at = $9, ends_at = $10, active = $11
      where tenant_id = $1 and id = $2
      returning ${BANNER_COLUMNS}`,
    [tenantId, id, ...values(banner)],
  );
  return rows[0];
}

export async function deleteBanner(q: Queryable, tenantId: number, id: number): Promise<boolean> {
  const rows = await q.query<{ id: number }>(
    'delete from banners where tenant_id = $1 and id = $2 returning id',
    [tenantId, id],
  );
  return rows.length > 0;
}
