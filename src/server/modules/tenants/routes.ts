/**
 * Public tenant calls: what the app needs before a shop is signed in (branding, language,
 * whether standalone login exists). Only `publicTenantConfig` ever leaves the server.
 */
import { calls } from '../../../contract/index.ts';
import { publicTenantConfig } from '../../../tenants/index.ts';
import type { ApiModule } from '../../deps.ts';
import { HttpError } from '../../plugins/errors.ts';
import { callRoute } from '../../plugins/route.ts';
import { effectiveTenant } from '../tenant-settings/effective-tenant.ts';

export const tenantsModule: ApiModule = async (app, deps) => {
  app.route({
    ...callRoute(deps, calls.tenant),
    handler: async (request, reply) => {
      const file = deps.tenants.get(request.params.bottler);
      if (!file) throw new HttpError(404, 'notFound');
      // The console's settings apply from the shop's next load (decision 058): no shared cache.
      void reply.header('cache-control', 'no-cache');
      return publicTenantConfig(await effectiveTenant(deps, file));
    },
  });

  app.route({
    ...callRoute(deps, calls.tenants),
    handler: async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return [...deps.tenants.values()]
        .filter((tenant) => tenant.accessEcommerceStandalone)
        .map((tenant) => ({ bottler: tenant.id, name: tenant.name }));
    },
  });
};
