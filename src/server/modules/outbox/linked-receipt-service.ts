/**
 * The pre-receipt behind an event's link (issue 15): no sign-in, the signed token names the
 * tenant, the client and the order; it renders as the shop's own download does.
 */
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../plugins/errors.ts';
import { preReceiptPdf } from '../orders/pre-receipt-service.ts';
import { linkPayloadOrRefuse } from './signed-links.ts';

export async function linkedPreReceipt(deps: AppDeps, token: string): Promise<Buffer> {
  const { b, c, o } = linkPayloadOrRefuse(
    deps.config.LINK_SECRET,
    'pre-receipt',
    token,
    deps.now(),
  );
  const tenant = deps.tenants.get(b);
  if (!tenant) throw new HttpError(404, 'notFound');
  return preReceiptPdf(deps.db, { tenant, tenantId: tenant.id, clientId: c }, o);
}
