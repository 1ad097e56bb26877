/**
 * The console's banners (issue 13, content; decision 048). Periods are calendar days of the
 * tenant, stored as instants: the start day's local midnight and the local midnight after the end
 * day (half-open, as the shop's banner calls read them at the app's clock). Every change is
 * audited in its transaction; the shop reads banners per request, so its next call shows it.
 */
import type {
  AdminBanner,
  AdminFeaturedBanner,
  BannerBody,
  BannerState,
} from '../../../contract/index.ts';
import { addDays, localDate, startOfLocalDay } from '../../../domain/dates.ts';
import type { Database } from '../../db/types.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { OperatorContext } from '../../plugins/operator-context.ts';
import { operatorActor } from '../admin-lists/audit-actor.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import {
  deleteBanner as deleteBannerRow,
  findAdminBanner,
  insertBanner,
  selectAdminBanners,
  selectAdminFeaturedBanners,
  updateBanner as updateBannerRow,
  type AdminBannerRow,
  type AdminFeaturedBannerRow,
  type BannerWrite,
} from './banner-repository.ts';

type Ctx = Pick<OperatorContext, 'tenantId' | 'tenant' | 'now'>;

interface Period {
  starts_at: Date | null;
  ends_at: Date | null;
  active: boolean;
}

/** Inactive, before its start, within its period or after its end, at `now`. */
export function bannerState(row: Period, now: Date): BannerState {
  if (!row.active) return 'inactive';
  if (row.starts_at && now < row.starts_at) return 'scheduled';
  if (row.ends_at && now >= row.ends_at) return 'ended';
  return 'live';
}

function days(row: Period, timeZone: string) {
  return {
    startDate: row.starts_at ? localDate(row.starts_at, timeZone) : null,
    // The stored end is the first instant after the last day shown.
    endDate: row.ends_at ? localDate(new Date(row.ends_at.getTime() - 1), timeZone) : null,
  };
}

function toBanner(row: AdminBannerRow, ctx: Ctx): AdminBanner {
  return {
    id: row.id,
    index: row.idx,
    src: row.src,
    srcDesktop: row.src_desktop,
    altTexts:
      Object.keys(row.alt_texts).length > 0
        ? row.alt_texts
        : { [ctx.tenant.language]: row.alt_text },
    route: row.redirect,
    ...days(row, ctx.tenant.timeZone),
    active: row.active,
    state: bannerState(row, ctx.now),
  };
}

function toFeatured(row: AdminFeaturedBannerRow, ctx: Ctx): AdminFeaturedBanner {
  return {
    id: row.id,
    descriptions:
      Object.keys(row.descriptions).length > 0
        ? row.descriptions
        : { [ctx.tenant.language]: row.description },
    buttonUrl: row.button_url,
    buttonTitles: row.button_titles,
    image: row.image,
    ...days(row, ctx.tenant.timeZone),
    active: row.active,
    state: bannerState(row, ctx.now),
  };
}

function toWrite(body: BannerBody, ctx: Ctx): BannerWrite {
  const timeZone = ctx.tenant.timeZone;
  const texts = body.altTexts as Record<string, string>;
  return {
    idx: body.index,
    src: body.src,
    srcDesktop: body.srcDesktop,
    altText: texts[ctx.tenant.language] ?? Object.values(texts)[0] ?? '',
    altTexts: texts,
    redirect: body.route,
    startsAt: body.startDate === null ? null : startOfLocalDay(body.startDate, timeZone),
    endsAt: body.endDate === null ? null : startOfLocalDay(addDays(body.endDate, 1), timeZone),
    active: body.active,
  };
}

export async function listBanners(
  db: Database,
  ctx: Ctx,
): Promise<{ items: AdminBanner[]; featured: AdminFeaturedBanner[] }> {
  const [banners, featured] = await Promise.all([
    selectAdminBanners(db, ctx.tenantId),
    selectAdminFeaturedBanners(db, ctx.tenantId),
  ]);
  return {
    items: banners.map((row) => toBanner(row, ctx)),
    featured: featured.map((row) => toFeatured(row, ctx)),
  };
}

/** What the audit log keeps of a banner (its state is of the moment, not of the banner). */
const audited = ({ state: _state, ...banner }: AdminBanner) => banner;

export async function createBanner(
  db: Database,
  ctx: OperatorContext,
  body: BannerBody,
): Promise<AdminBanner> {
  return db.transaction(async (tx) => {
    const created = toBanner(await insertBanner(tx, ctx.tenantId, toWrite(body, ctx)), ctx);
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      actor: operatorActor(ctx),
      action: 'banner.create',
      entity: 'banner',
      entityId: String(created.id),
      before: null,
      after: audited(created),
      at: ctx.now,
    });
    return created;
  });
}

/** 404 for a banner of another tenant or none. */
export async function updateBanner(
  db: Database,
  ctx: OperatorContext,
  id: number,
  body: BannerBody,
): Promise<AdminBanner> {
  return db.transaction(async (tx) => {
    const before = await findAdminBanner(tx, ctx.tenantId, id, { lock: true });
    if (!before) throw new HttpError(404, 'notFound');
    const row = await updateBannerRow(tx, ctx.tenantId, id, toWrite(body, ctx));
    if (!row) throw new HttpError(404, 'notFound');
    const updated = toBanner(row, ctx);
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      actor: operatorActor(ctx),
      action: 'banner.update',
      entity: 'banner',
      entityId: String(id),
      before: audited(toBanner(before, ctx)),
      after: audited(updated),
      at: ctx.now,
    });
    return updated;
  });
}

/** 404 for a banner of another tenant or none. */
export async function deleteBanner(
  db: Database,
  ctx: OperatorContext,
  id: number,
): Promise<{ ok: true }> {
  return db.transaction(async (tx) => {
    const before = await findAdminBanner(tx, ctx.tenantId, id, { lock: true });
    if (!before || !(await deleteBannerRow(tx, ctx.tenantId, id))) {
      throw new HttpError(404, 'notFound');
    }
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      actor: operatorActor(ctx),
      action: 'banner.delete',
      entity: 'banner',
      entityId: String(id),
      before: audited(toBanner(before, ctx)),
      after: null,
      at: ctx.now,
    });
    return { ok: true };
  });
}
