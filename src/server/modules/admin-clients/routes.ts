/**
 * The console's clients (issue 12), and the shop's page behind a password-reset link:
 *   GET  /api/admin/clients?q&limit&cursor            list / search (id, name, document, phone)
 *   GET  /api/admin/clients/:clientId                 profile, recent orders, invoices, NPS
 *   PUT  /api/admin/clients/:clientId/limits          (admin, finance) money ≥ 0, 2 decimals
 *   PUT  /api/admin/clients/:clientId/profile         (admin, sales) address, ordering on/off
 *   POST /api/admin/clients/:clientId/link            (admin, sales) chat deep link
 *   POST /api/admin/clients/:clientId/password-reset  (admin, sales) one-time set-password link
 *   POST /api/client-password {token, password}       (no sign-in: the link is the credential)
 */
import { calls } from '../../../contract/index.ts';
import type { ApiModule } from '../../deps.ts';
import { operatorContextOf } from '../../plugins/operator-context.ts';
import { callRoute } from '../../plugins/route.ts';
import { changeClient, clientPage, listClients } from './clients-service.ts';
import { clientChatLink, clientPasswordReset } from './links-service.ts';
import { setClientPassword } from './password-reset.ts';

export const adminClientsModule: ApiModule = async (app, deps) => {
  app.route({
    ...callRoute(deps, calls.adminClients),
    handler: async (request) => listClients(deps.db, operatorContextOf(request), request.query),
  });

  app.route({
    ...callRoute(deps, calls.adminClient),
    handler: async (request) =>
      clientPage(deps.db, operatorContextOf(request), request.params.clientId),
  });

  app.route({
    ...callRoute(deps, calls.adminClientLimits),
    handler: async (request) =>
      changeClient(
        deps.db,
        operatorContextOf(request),
        request.params.clientId,
        'client.limits',
        request.body,
      ),
  });

  app.route({
    ...callRoute(deps, calls.adminClientProfile),
    handler: async (request) =>
      changeClient(
        deps.db,
        operatorContextOf(request),
        request.params.clientId,
        'client.profile',
        request.body,
      ),
  });

  app.route({
    ...callRoute(deps, calls.adminClientLink),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return clientChatLink(deps, operatorContextOf(request), request.params.clientId);
    },
  });

  app.route({
    ...callRoute(deps, calls.adminClientPasswordReset),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return clientPasswordReset(deps, operatorContextOf(request), request.params.clientId);
    },
  });

  app.route({
    ...callRoute(deps, calls.clientPassword),
    handler: async (request) =>
      setClientPassword(deps.db, {
        secret: deps.config.LINK_SECRET,
        token: request.body.token,
        password: request.body.password,
        now: deps.now(),
        servedTenant: (id) => deps.tenants.get(id) !== undefined,
      }),
  });
};
