/**
 * `GET orchestration` (SPEC §4 start-up authentication, §7): the bearer is a chat link token
 * (exchanged once for a session token, PRODUCT.md) or a stored session token. The answer is
 * validatePayload, the client, the orchestration products (SPEC §5: priced and isMSL, quantity 1)
 * and, when a link was exchanged, the new session token.
 *
 * Speed: the products part is serialised — and deflated — once per tenant catalogue version
 * (catalogue-cache.ts). An answer is the per-request head, that cached part and a closing brace:
 * `orchestrationJson` joins them as text, `orchestrationGzip` as one gzip member whose middle is
 * the cached deflate block (plugins/spliced-gzip.ts), so a request compresses only its head.
 * The answer carries an ETag when it holds no new token, so a revalidating app gets a 304.
 */
import type { OrchestrationResponse } from '../../../contract/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../plugins/errors.ts';
import { authenticateUserToken } from '../access/user-token.ts';
import { gzipSplice } from '../../plugins/spliced-gzip.ts';
import {
  catalogueEtag,
  getMustStock,
  getMustStockAt,
  orchestrationProductsGzip,
  orchestrationProductsJson,
  type TenantCatalogue,
} from './catalogue-cache.ts';
import { textDigest } from './etag.ts';
import { findClient } from '../clients/client-repository.ts';

export interface OrchestrationAnswer {
  /** The JSON text before the products array: the head object, opened for `"products":`. */
  prefix: string;
  /** Whose orchestration products (cached JSON and deflate block) follow the prefix. */
  catalogue: TenantCatalogue;
  /** Weak ETag; absent when the body carries a freshly issued session token (never cached). */
  etag?: string;
}

type Head = Omit<OrchestrationResponse, 'products'>;

/**
 * Authenticates `token` and builds the answer. Throws 401: `tokenExpired` (params.bottler, for
 * the expired-token flow), `authError` (a genuine token whose client is gone), `unauthorized`.
 */
export async function orchestrationAnswer(
  deps: AppDeps,
  token: string | undefined,
): Promise<OrchestrationAnswer> {
  if (!token) throw new HttpError(401, 'unauthorized');
  const outcome = await authenticateUserToken(deps, token);
  if (!outcome.ok) {
    if (outcome.code === 'tokenExpired') {
      throw new HttpError(
        401,
        'tokenExpired',
        outcome.bottler === undefined ? undefined : { bottler: outcome.bottler },
      );
    }
    throw new HttpError(401, outcome.code);
  }
  const { ctx } = outcome;
  // A session's guard read the client and the catalogue version with it (decision 065).
  const [account, catalogue] = ctx.reads
    ? [ctx.reads.account, await getMustStockAt(deps, ctx.tenantId, ctx.reads.catalogueVersion)]
    : await Promise.all([findClient(deps.db, ctx), getMustStock(deps, ctx.tenantId)]);
  if (!account) throw new HttpError(401, 'authError');

  const head: Head = {
    isValid: true,
    validatePayload: {
      result: { authError: false },
      payload: { bottler: ctx.tenantId, clientId: ctx.clientId, authError: false },
    },
    client: account.client,
    ...(outcome.sessionToken ? { token: outcome.sessionToken } : {}),
    ...(outcome.sessionToken && outcome.expiresAt
      ? { expiresAt: outcome.expiresAt.toISOString() }
      : {}),
  };
  const headJson = JSON.stringify(head);
  const prefix = `${headJson.slice(0, -1)},"products":`;
  if (outcome.sessionToken) return { prefix, catalogue };
  return { prefix, catalogue, etag: catalogueEtag(catalogue, 'o', textDigest(headJson)) };
}

/** What closes the answer after the products array. */
const SUFFIX = '}';

/** The answer as JSON text. */
export function orchestrationJson(answer: OrchestrationAnswer): string {
  return `${answer.prefix}${orchestrationProductsJson(answer.catalogue)}${SUFFIX}`;
}

/** The answer as one gzip member: decodes to exactly `orchestrationJson(answer)`. */
export function orchestrationGzip(answer: OrchestrationAnswer): Buffer {
  return gzipSplice(answer.prefix, orchestrationProductsGzip(answer.catalogue), SUFFIX);
}
