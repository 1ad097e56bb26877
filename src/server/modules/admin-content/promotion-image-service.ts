/**
 * The console's promotion images (the shop's `promotions` grid) and feature announcements (the
 * shop's modal, through `ecommerce/config`), issue 13 and decision 056: dated like banners,
 * texts required in each of the tenant's languages, every change audited in its transaction.
 */
import { randomUUID } from 'node:crypto';
import type {
  AdminAnnouncement,
  AdminPromotionImage,
  AnnouncementBody,
  AnnouncementTexts,
  PromotionImageBody,
} from '../../../contract/index.ts';
import type { Database } from '../../db/types.ts';
import type { OperatorContext } from '../../plugins/operator-context.ts';
import {
  contentChanges,
  periodInstants,
  periodView,
  requireTenantLanguages,
  type ContentCtx,
  type StoredPeriod,
} from './content-kind.ts';
import { contentTable } from './content-table.ts';

interface PromotionImageRow extends StoredPeriod {
  id: number;
  idx: number;
  url: string;
  alt_text: string;
  alt_texts: Record<string, string>;
}

interface AnnouncementRow extends StoredPeriod {
  id: string;
  category: string;
  callout_text: string;
  media_type: 'image' | 'video';
  media_url: string | null;
  alt_text_image: string;
  msg_title: string;
  msg_text: string;
  route_url: string | null;
  translations: Record<string, Partial<AnnouncementTexts>>;
}

const PERIOD = ['starts_at', 'ends_at', 'active'] as const;

const imageTable = contentTable<PromotionImageRow>({
  table: 'promotion_images',
  columns: ['id', 'idx', 'url', 'alt_text', 'alt_texts', ...PERIOD],
  json: ['alt_texts'],
  orderBy: 'idx, id',
});

const announcementTable = contentTable<AnnouncementRow, string>({
  table: 'feature_announcements',
  columns: [
    'id',
    'category',
    'callout_text',
    'media_type',
    'media_url',
    'alt_text_image',
    'msg_title',
    'msg_text',
    'route_url',
    'translations',
    ...PERIOD,
  ],
  json: ['translations'],
  orderBy: 'created_at desc, id',
});

const periodColumns = (body: PromotionImageBody | AnnouncementBody, ctx: ContentCtx) => {
  const { startsAt, endsAt, active } = periodInstants(body, ctx);
  return { starts_at: startsAt, ends_at: endsAt, active };
};

function toImage(row: PromotionImageRow, ctx: ContentCtx): AdminPromotionImage {
  return {
    id: row.id,
    index: row.idx,
    url: row.url,
    altTexts:
      Object.keys(row.alt_texts).length > 0
        ? row.alt_texts
        : { [ctx.tenant.language]: row.alt_text },
    ...periodView(row, ctx),
  };
}

function toAnnouncement(row: AnnouncementRow, ctx: ContentCtx): AdminAnnouncement {
  const plain: AnnouncementTexts = {
    calloutText: row.callout_text,
    altTextImage: row.alt_text_image,
    msgTitle: row.msg_title,
    msgText: row.msg_text,
  };
  const texts = Object.fromEntries(
    Object.entries(row.translations).map(([language, t]) => [language, { ...plain, ...t }]),
  );
  return {
    id: row.id,
    category: row.category,
    mediaType: row.media_type,
    mediaUrl: row.media_url,
    routeUrl: row.route_url,
    texts: Object.keys(texts).length > 0 ? texts : { [ctx.tenant.language]: plain },
    ...periodView(row, ctx),
  };
}

const images = contentChanges({
  entity: 'promotionImage',
  ...imageTable,
  view: toImage,
  idOf: (row) => row.id,
});

const announcements = contentChanges({
  entity: 'announcement',
  ...announcementTable,
  view: toAnnouncement,
  idOf: (row) => row.id,
});

function imageColumns(body: PromotionImageBody, ctx: ContentCtx) {
  requireTenantLanguages(ctx, [{ field: 'altTexts', texts: body.altTexts }]);
  return {
    idx: body.index,
    url: body.url,
    alt_text: body.altTexts[ctx.tenant.language] ?? Object.values(body.altTexts)[0] ?? '',
    alt_texts: body.altTexts,
    ...periodColumns(body, ctx),
  };
}

function announcementColumns(body: AnnouncementBody, ctx: ContentCtx) {
  requireTenantLanguages(ctx, [{ field: 'texts', texts: body.texts }]);
  const plain = body.texts[ctx.tenant.language] ?? Object.values(body.texts)[0];
  return {
    category: body.category,
    callout_text: plain?.calloutText ?? '',
    media_type: body.mediaType,
    media_url: body.mediaUrl,
    alt_text_image: plain?.altTextImage ?? '',
    msg_title: plain?.msgTitle ?? '',
    msg_text: plain?.msgText ?? '',
    route_url: body.routeUrl,
    translations: body.texts,
    ...periodColumns(body, ctx),
  };
}

export async function listPromotionImages(db: Database, ctx: ContentCtx) {
  const rows = await imageTable.list(db, ctx.tenantId);
  return { items: rows.map((row) => toImage(row, ctx)) };
}

export const createPromotionImage = (
  db: Database,
  ctx: OperatorContext,
  body: PromotionImageBody,
) => images.create(db, ctx, imageColumns(body, ctx));

export const updatePromotionImage = (
  db: Database,
  ctx: OperatorContext,
  id: number,
  body: PromotionImageBody,
) => images.update(db, ctx, id, imageColumns(body, ctx));

export const deletePromotionImage = (db: Database, ctx: OperatorContext, id: number) =>
  images.remove(db, ctx, id);

export async function listAnnouncements(db: Database, ctx: ContentCtx) {
  const rows = await announcementTable.list(db, ctx.tenantId);
  return { items: rows.map((row) => toAnnouncement(row, ctx)) };
}

/** A new announcement's id is fresh, so no shop has marked it seen; its order is its creation. */
export const createAnnouncement = (db: Database, ctx: OperatorContext, body: AnnouncementBody) =>
  announcements.create(db, ctx, {
    id: randomUUID(),
    created_at: ctx.now,
    ...announcementColumns(body, ctx),
  });

export const updateAnnouncement = (
  db: Database,
  ctx: OperatorContext,
  id: string,
  body: AnnouncementBody,
) => announcements.update(db, ctx, id, announcementColumns(body, ctx));

export const deleteAnnouncement = (db: Database, ctx: OperatorContext, id: string) =>
  announcements.remove(db, ctx, id);
