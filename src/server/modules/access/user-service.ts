/**
 * The signed-in shop's own data: its profile (`GET client`), user data (`PUT user`: feature
 * announcements seen, language) and session values (`PUT|POST user/session`: NPS score and
 * feedback). Tenant and client come only from `ctx`.
 */
import type { Client } from '../../../contract/entities.ts';
import type { LanguageCode } from '../../../domain/types.ts';
import { npsScoreValid } from '../../../domain/nps.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import type { Queryable } from '../../db/types.ts';
import { findClient } from '../clients/client-repository.ts';
import { findClientLanguage, updateClientLanguage } from './client-repository.ts';
import {
  attachNpsFeedback,
  featureExists,
  featuresSeen,
  insertNpsScore,
  markFeatureSeen,
} from './user-data-repository.ts';

/** Session-value keys (SPEC §7 `user/session`: nps score, feedback). */
export const SESSION_KEYS = { npsScore: 'npsScore', npsFeedback: 'npsFeedback' } as const;
/** Feedback is kept to this many characters (the contract refuses longer values). */
export const NPS_FEEDBACK_MAX_LENGTH = 2000;
/** Feedback attaches to a score given at most this long ago (the form follows the score). */
export const NPS_FEEDBACK_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface FieldProblem {
  in: 'body';
  path: string;
  code: string;
}

/** A 400 `validation` answer with the fields at fault, as the error handler shapes them. */
export class FieldValidationError extends Error {
  readonly fields: FieldProblem[];
  constructor(fields: FieldProblem[]) {
    super('validation');
    this.name = 'FieldValidationError';
    this.fields = fields;
  }
}

function shop(ctx: RequestContext) {
  return { tenantId: ctx.tenantId, clientId: ctx.clientId };
}

/** SPEC §7 `GET client`. */
export async function clientProfile(db: Queryable, ctx: RequestContext): Promise<Client> {
  const account = await findClient(db, ctx);
  // The session is active but its client is gone (deleted since): treat as signed out.
  if (!account) throw new HttpError(401, 'unauthorized');
  return account.client;
}

export interface UserData {
  featuresSeen: string[];
  language?: LanguageCode;
}

/** SPEC §4 "Feature modal" and "Language change": `PUT user`. */
export async function updateUser(
  db: Queryable,
  ctx: RequestContext,
  body: { featureSeen?: string | undefined; language?: LanguageCode | undefined },
): Promise<{ data: UserData }> {
  if (body.language !== undefined && !ctx.tenant.languages.includes(body.language)) {
    throw new FieldValidationError([{ in: 'body', path: 'language', code: 'languageNotOffered' }]);
  }
  if (body.featureSeen !== undefined) {
    if (!(await featureExists(db, ctx.tenantId, body.featureSeen))) {
      throw new HttpError(404, 'notFound');
    }
    await markFeatureSeen(db, shop(ctx), body.featureSeen, ctx.now);
  }
  if (body.language !== undefined) {
    await updateClientLanguage(db, ctx.tenantId, ctx.clientId, body.language);
  }
  const language = await findClientLanguage(db, ctx.tenantId, ctx.clientId);
  return {
    data: {
      featuresSeen: await featuresSeen(db, shop(ctx)),
      ...(language !== undefined ? { language } : {}),
    },
  };
}

/** SPEC §7 `PUT|POST user/session` {key, value}: the NPS score (0–10) and its feedback. */
export async function storeSessionValue(
  db: Queryable,
  ctx: RequestContext,
  { key, value }: { key: string; value: string | number | boolean | null },
): Promise<{ ok: true }> {
  if (key === SESSION_KEYS.npsScore) {
    if (!npsScoreValid(value)) {
      throw new FieldValidationError([{ in: 'body', path: 'value', code: 'npsScoreInvalid' }]);
    }
    await insertNpsScore(db, shop(ctx), value, ctx.now);
    return { ok: true };
  }
  if (key === SESSION_KEYS.npsFeedback) {
    const feedback =
      typeof value === 'string' ? value.trim().slice(0, NPS_FEEDBACK_MAX_LENGTH) : '';
    if (feedback === '') {
      throw new FieldValidationError([{ in: 'body', path: 'value', code: 'npsFeedbackInvalid' }]);
    }
    const since = new Date(ctx.now.getTime() - NPS_FEEDBACK_WINDOW_MS);
    if (!(await attachNpsFeedback(db, shop(ctx), feedback, since))) {
      throw new FieldValidationError([{ in: 'body', path: 'key', code: 'npsScoreMissing' }]);
    }
    return { ok: true };
  }
  throw new FieldValidationError([{ in: 'body', path: 'key', code: 'unknownKey' }]);
}
