/**
 * Calls behind the links of chat events (issue 15):
 *
 *   GET /api/links/pre-receipt.pdf?token=…  (no sign-in; the signed token is the credential)
 *     The PDF pre-receipt of the one order the token names, while it is valid (24 h from the
 *     attempt that carried it). 401 tokenExpired after that; 404 notFound for a bad token or an
 *     order that is not the token's client's.
 */
import { calls } from '../../../contract/index.ts';
import type { ApiModule } from '../../app.ts';
import { HttpError } from '../../plugins/errors.ts';
import { callRoute } from '../../plugins/route.ts';
import { preReceiptPdf } from '../orders/pre-receipt-service.ts';
import { createLimiter } from '../orders/render-limiter.ts';
import { PRE_RECEIPT_FILENAME } from '../receipts/pre-receipt-pdf.ts';
import { verifyLinkToken } from './signed-links.ts';

/** Renders through event links at once (the session route has its own limiter). */
const renderLimiter = createLimiter(1);

export const outboxModule: ApiModule = async (app, deps) => {
  app.route({
    ...callRoute(deps, calls.eventPreReceipt),
    handler: async (request, reply) => {
      const now = deps.now();
      const verified = verifyLinkToken(
        deps.config.LINK_SECRET,
        'pre-receipt',
        request.query.token,
        Math.floor(now.getTime() / 1000),
      );
      if (!verified.ok) {
        throw verified.reason === 'expired'
          ? new HttpError(401, 'tokenExpired')
          : new HttpError(404, 'notFound');
      }
      const { b, c, o } = verified.payload;
      const tenant = deps.tenants.get(b);
      if (!tenant) throw new HttpError(404, 'notFound');
      const pdf = await preReceiptPdf(
        deps.db,
        { tenant, tenantId: tenant.id, clientId: c },
        o,
        renderLimiter,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${PRE_RECEIPT_FILENAME}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
};
