/**
 * The skip link of a `recurrent.upcoming` event (issue 15): works without a sign-in, for the one
 * occurrence its signed token names, while the occurrence is still the schedule's next one.
 * GET shows what the link does (chat apps fetch links for previews, so GET never changes
 * anything); POST (the page's button) skips. The recurrent-orders job then skips that occurrence
 * (skippedByShop) and writes `recurrent.skipped`; the schedule goes on.
 */
import { isoDatePart } from '../../../domain/dates.ts';
import type { LanguageCode } from '../../../domain/types.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../plugins/errors.ts';
import { insertOccurrenceSkip, lockClientSchedule } from '../jobs/schedule-repository.ts';
import { localeOf, shopLanguage } from './event-data.ts';
import { deliveryDateText } from './event-texts.ts';
import { loadClientChat } from './outbox-repository.ts';
import { linkPayloadOrRefuse } from './signed-links.ts';

const PAGE_TEXTS: Readonly<
  Record<LanguageCode, { ask: string; button: string; skipped: string; title: string }>
> = {
  pt: {
    title: 'Pedido recorrente',
    ask: 'Pular a entrega de {date}? As próximas continuam.',
    button: 'Pular esta entrega',
    skipped: 'A entrega de {date} foi pulada. As próximas continuam.',
  },
  es: {
    title: 'Pedido recurrente',
    ask: '¿Saltar la entrega del {date}? Las siguientes continúan.',
    button: 'Saltar esta entrega',
    skipped: 'Se saltó la entrega del {date}. Las siguientes continúan.',
  },
  en: {
    title: 'Recurring order',
    ask: 'Skip the delivery of {date}? The next ones go on.',
    button: 'Skip this delivery',
    skipped: 'The delivery of {date} is skipped. The next ones go on.',
  },
  th: {
    title: 'คำสั่งซื้อประจำ',
    ask: 'ข้ามการจัดส่งวันที่ {date} หรือไม่? รอบถัดไปยังคงเดิม',
    button: 'ข้ามการจัดส่งนี้',
    skipped: 'ข้ามการจัดส่งวันที่ {date} แล้ว รอบถัดไปยังคงเดิม',
  },
  fr: {
    title: 'Commande récurrente',
    ask: 'Sauter la livraison du {date} ? Les suivantes continuent.',
    button: 'Sauter cette livraison',
    skipped: 'La livraison du {date} est sautée. Les suivantes continuent.',
  },
  ar: {
    title: 'طلب متكرر',
    ask: 'تخطي توصيل {date}؟ تستمر التوصيلات التالية.',
    button: 'تخطي هذا التوصيل',
    skipped: 'تم تخطي توصيل {date}. تستمر التوصيلات التالية.',
  },
};

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Where the page's button posts (same origin: CSP form-action 'self'). */
const SKIP_ACTION = '/api/links/skip-occurrence';

function page(language: LanguageCode, title: string, text: string, token?: string): Buffer {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const button =
    token === undefined
      ? ''
      : `<form method="post" action="${SKIP_ACTION}">` +
        `<input type="hidden" name="token" value="${escapeHtml(token)}">` +
        `<button type="submit">${escapeHtml(PAGE_TEXTS[language].button)}</button></form>`;
  return Buffer.from(
    `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>` +
      `<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${button}</body></html>`,
    'utf8',
  );
}

interface SkipTarget {
  tenantId: number;
  clientId: string;
  scheduleId: number;
  occurrence: string;
}

function targetOf(deps: AppDeps, token: string, now: Date): SkipTarget {
  const { b, c, o } = linkPayloadOrRefuse(deps.config.LINK_SECRET, 'skip-occurrence', token, now);
  const [id, occurrence] = o.split(':');
  const scheduleId = Number(id);
  if (!Number.isSafeInteger(scheduleId) || isoDatePart(occurrence ?? '') !== occurrence) {
    throw new HttpError(404, 'notFound');
  }
  return { tenantId: b, clientId: c, scheduleId, occurrence: occurrence as string };
}

/** The page's texts, in the shop's language. */
async function wording(deps: AppDeps, target: SkipTarget) {
  const tenant = deps.tenants.get(target.tenantId);
  if (!tenant) throw new HttpError(404, 'notFound');
  const client = await loadClientChat(deps.db, tenant.id, target.clientId);
  const language = shopLanguage(tenant, client?.language ?? null);
  const date = deliveryDateText(target.occurrence, localeOf(tenant, language));
  const texts = PAGE_TEXTS[language];
  return {
    language,
    title: texts.title,
    ask: texts.ask.replace('{date}', date),
    skipped: texts.skipped.replace('{date}', date),
  };
}

/** GET: what the link does (nothing changes). */
export async function skipPage(deps: AppDeps, token: string): Promise<Buffer> {
  const target = targetOf(deps, token, deps.now());
  const words = await wording(deps, target);
  const state = await deps.db.transaction((tx) => stateOf(tx, target));
  if (state === 'skipped') return page(words.language, words.title, words.skipped);
  return page(words.language, words.title, words.ask, token);
}

type SkipState = 'open' | 'skipped';

async function stateOf(
  tx: Parameters<Parameters<AppDeps['db']['transaction']>[0]>[0],
  target: SkipTarget,
): Promise<SkipState> {
  const schedule = await lockClientSchedule(
    tx,
    target.tenantId,
    target.clientId,
    target.scheduleId,
  );
  if (!schedule) throw new HttpError(404, 'notFound');
  const skipped = await tx.query(
    `select 1 from recurrent_skips where tenant_id = $1 and schedule_id = $2 and occurrence = $3`,
    [target.tenantId, target.scheduleId, target.occurrence],
  );
  if (skipped.length > 0) return 'skipped';
  if (!schedule.active || schedule.nextDate !== target.occurrence) {
    throw new HttpError(409, 'occurrenceClosed', { occurrence: target.occurrence });
  }
  return 'open';
}

/** POST: skips the occurrence (idempotent: a second POST shows the same page). */
export async function skipOccurrence(deps: AppDeps, token: string): Promise<Buffer> {
  const now = deps.now();
  const target = targetOf(deps, token, now);
  const words = await wording(deps, target);
  await deps.db.transaction(async (tx) => {
    if ((await stateOf(tx, target)) === 'open') {
      await insertOccurrenceSkip(tx, target.tenantId, target.scheduleId, target.occurrence, now);
    }
  });
  return page(words.language, words.title, words.skipped);
}
